import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The port of the SMTP server the portal under test sends its e-mail to. */
export const MAIL_CATCHER_PORT = Number(process.env.E2E_MAIL_PORT ?? 3125);

const mailDir = () => join(process.env.E2E_DATA_DIR!, 'mail');

/**
 * Global setup: a real SMTP server that keeps every message the portal sends as a file, so a
 * test can follow a link from an e-mail as its reader would. Answers the teardown.
 */
export default async function startMailCatcher(): Promise<() => Promise<void>> {
  mkdirSync(mailDir(), { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        writeFileSync(
          join(mailDir(), `${String(received).padStart(5, '0')}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(MAIL_CATCHER_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link. */
const decoded = (message: string) =>
  message.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The newest message to an address, decoded; null when none has arrived. */
export function latestMailTo(address: string): string | null {
  const files = readdirSync(mailDir()).sort().reverse();
  for (const file of files) {
    const message = readFileSync(join(mailDir(), file), 'utf8');
    if (message.startsWith(`X-Envelope-To: ${address}\r\n`) || message.split('\r\n', 1)[0]!.includes(address)) return decoded(message);
  }
  return null;
}
