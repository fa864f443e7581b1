import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test mailbox received it: envelope recipients, decoded subject and text. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Quoted-printable (RFC 2045) of UTF-8 text, as nodemailer writes non-ASCII bodies. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? joined.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Encoded words (RFC 2047) of a header, e.g. `=?UTF-8?Q?Passwort_zur=C3=BCcksetzen?=`. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  // A mail with an attachment: its text is the text/plain part.
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  const textPart = boundary && body.split(`--${boundary}`).find((part) => /^\s*Content-Type:\s*text\/plain/im.test(part));
  if (textPart) return { ...parseMail(textPart.replace(/^\r?\n/, ''), to), subject: decodeHeader(header('Subject')) };
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { to, subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

export interface TestMailbox {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** The first mail to `address` that arrives (or arrived) after `since` mails, waiting up to `timeoutMs`. */
  waitForMail(address: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A local SMTP server that keeps what it receives in memory: the app's mails in tests never
 * leave the machine. No TLS and no authentication, on 127.0.0.1 only.
 */
export async function startTestMailbox(port = 0): Promise<TestMailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    mails,
    async waitForMail(address, { since = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.slice(since).find((received) => received.to.includes(address.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link ${prefix}… in mail "${mail.subject}"`);
  return link;
}
