/** Outgoing e-mail as the features see it. */
export { createMailer } from './mailer';
export type { Mailer, MailMessage } from './mailer';
export { invitationMail, passwordResetMail, paymentReminderMail, quoteAnswerMail, quoteLinkMail } from './messages';
