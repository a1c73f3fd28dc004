/** A mailto: address that opens the reader's e-mail app with the message filled in. */
export function mailtoHref(to: string, subject: string, body: string): string {
  const query = new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20');
  // '@' stays readable: RFC 6068 allows it as it is, and some mail apps do not decode it.
  const recipients = to.split(',').map((address) => encodeURIComponent(address.trim()).replace(/%40/g, '@'));
  return `mailto:${recipients.filter(Boolean).join(',')}?${query}`;
}
