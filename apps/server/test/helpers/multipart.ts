/** A part of a multipart body: a field's text, or a file with its name and content. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; content: Buffer | string; type?: string };

/** A multipart/form-data body as a browser sends it, with the content-type header naming its boundary. */
export function multipartForm(parts: FormPart[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----freight-form-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    const content = 'filename' in part ? part.content : part.value;
    chunks.push(Buffer.isBuffer(content) ? content : Buffer.from(content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
