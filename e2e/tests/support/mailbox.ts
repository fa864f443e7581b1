import { expect, type APIRequestContext } from '@playwright/test';

export const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 3197);

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The newest mail the suite's mailbox received for `address`, waiting until one with `subject` is there. */
export async function mailTo(request: APIRequestContext, address: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`http://127.0.0.1:${MAILBOX_PORT}/mails?to=${encodeURIComponent(address)}`);
        const mails = (await response.json()) as ReceivedMail[];
        found = mails.reverse().find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The link of a mail that starts with `prefix`, e.g. the app's `/password-reset/`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link ${prefix}… in "${mail.subject}"`);
  return link;
}
