/** Outgoing e-mail as the features see it. */
export { createMailer } from './mailer';
export type { Mailer, MailMessage } from './mailer';
export { invitationMail, passwordResetMail, quoteLinkMail } from './messages';
