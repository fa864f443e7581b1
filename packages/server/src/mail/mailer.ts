import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent along, e.g. a letter's PDF. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Whether a mail server is configured; without one, links are only shown to copy. */
  readonly enabled: boolean;
  /** Sends a plain-text mail (with its attachments); `false` when none is configured or the server refused it. */
  send(message: MailMessage): Promise<boolean>;
}

/** A mail server that answers neither within this long is treated as down; the link is still shown. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends the few mails the app writes (invitations, password reset links, quote links) through the
 * configured SMTP server. A failure is logged without the recipient or the text (personal data,
 * single-use links) and answered as `false`: the caller still shows the link to copy.
 */
export function createMailer(config: MailConfig | null, log: FastifyBaseLogger): Mailer {
  if (!config) return { enabled: false, send: async () => false };
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } satisfies SMTPTransport.Options);
  return {
    enabled: true,
    async send({ to, subject, text, attachments }) {
      try {
        await transport.sendMail({ from: config.from, to, subject, text, ...(attachments ? { attachments } : {}) });
        return true;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        log.error({ mailError: typeof code === 'string' ? code : 'unknown', subject }, 'mail could not be sent');
        return false;
      }
    },
  };
}
