/*
 * The e2e suite's mailbox: a local SMTP server for the app's mails and a small HTTP answer of
 * what it received, so a test can open the link of an invitation or a password reset. Nothing
 * leaves the machine.
 */
import { createServer } from 'node:http';
import { startTestMailbox } from '../../packages/server/test/support/testMailbox';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3196);
const httpPort = Number(process.env.E2E_MAILBOX_PORT ?? 3197);

const mailbox = await startTestMailbox(smtpPort);
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = to ? mailbox.mails.filter((mail) => mail.to.includes(to)) : mailbox.mails;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(mails));
}).listen(httpPort, '127.0.0.1');
