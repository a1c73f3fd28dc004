import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go when the message is sent on a person's behalf. */
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** What became of a message: sent over SMTP, kept in the outbox only (no SMTP), or failed. */
export type MailOutcome = { status: 'sent' | 'logged'; error: null } | { status: 'failed'; error: string };

export interface Mailer {
  /** Never throws for a mail server's fault; the outcome says what happened. */
  send(message: MailMessage): Promise<MailOutcome>;
}

/**
 * Every message is kept in the outbox. With an SMTP server configured it is sent there; without
 * one it is written to the log, so a person running the demo can still follow its links.
 */
export function createMailer(options: { db: Database; log: FastifyBaseLogger; smtpUrl: string | undefined; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          status: 'logged',
        })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) {
        const attachments = message.attachments?.map((attachment) => attachment.filename);
        options.log.info({ mail: { to: message.to, subject: message.subject, text: message.text, attachments } }, 'mail kept in outbox');
        return { status: 'logged', error: null };
      }
      try {
        await transport.sendMail({ from: options.from, ...message });
        await options.db.update(mailOutbox).set({ status: 'sent', sent_at: new Date() }).where(eq(mailOutbox.id, row.id));
        return { status: 'sent', error: null };
      } catch (error) {
        // A mail server that is down must not fail the request that asked for the mail.
        const reason = error instanceof Error ? error.message : String(error);
        options.log.error({ err: error, outboxId: row.id }, 'mail delivery failed');
        await options.db.update(mailOutbox).set({ status: 'failed', error: reason }).where(eq(mailOutbox.id, row.id));
        return { status: 'failed', error: reason };
      }
    },
  };
}
