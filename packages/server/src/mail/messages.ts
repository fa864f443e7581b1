import { ROLE_LABELS, type Role } from '@planner/api';
import type { MailMessage } from './mailer';

const dateTime = (date: Date) =>
  date.toLocaleString('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' });
const day = (date: Date) => date.toLocaleDateString('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });

const lines = (...parts: string[]) => parts.join('\n');

export function invitationMail(input: {
  to: string;
  companyName: string;
  inviterName: string;
  roles: readonly Role[];
  url: string;
  expiresAt: Date;
}): MailMessage {
  return {
    to: input.to,
    subject: `Einladung zu ${input.companyName}`,
    text: lines(
      'Guten Tag,',
      '',
      `${input.inviterName} lädt Sie ein, in Meisterplaner für ${input.companyName} mitzuarbeiten`,
      `(Rolle: ${input.roles.map((role) => ROLE_LABELS[role]).join(', ')}).`,
      '',
      'Über diesen Link legen Sie Ihren Namen und Ihr Passwort fest:',
      input.url,
      '',
      `Der Link gilt einmal und bis zum ${dateTime(input.expiresAt)}.`,
      'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    ),
  };
}

export function passwordResetMail(input: { to: string; url: string; expiresAt: Date }): MailMessage {
  return {
    to: input.to,
    subject: 'Passwort zurücksetzen',
    text: lines(
      'Guten Tag,',
      '',
      'für Ihren Meisterplaner-Zugang wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest:',
      input.url,
      '',
      `Der Link gilt einmal und bis zum ${dateTime(input.expiresAt)}. Danach sind Sie auf allen Geräten abgemeldet.`,
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    ),
  };
}

export function quoteLinkMail(input: {
  to: string;
  /** The letter's greeting with its comma, e.g. 'Sehr geehrte Frau Kraus,'. */
  greeting: string;
  companyName: string;
  quoteName: string;
  quoteNumber: string;
  url: string;
  expiresAt: Date;
  signature: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Ihr Angebot ${input.quoteNumber} von ${input.companyName}`,
    text: lines(
      input.greeting,
      '',
      `vielen Dank für Ihre Anfrage. Ihr Angebot „${input.quoteName}“ können Sie hier ansehen, als PDF herunterladen`,
      'und direkt online annehmen oder ablehnen:',
      input.url,
      '',
      `Der Link gilt bis zum ${day(input.expiresAt)}.`,
      '',
      'Mit freundlichen Grüßen',
      input.signature,
    ),
  };
}

export function quoteAnswerMail(input: {
  to: string;
  kind: 'Accepted' | 'Declined';
  quoteNumber: string;
  quoteName: string;
  customerName: string;
  signerName: string;
  reason: string;
  answeredAt: Date;
  url: string;
}): MailMessage {
  const accepted = input.kind === 'Accepted';
  return {
    to: input.to,
    subject: `Angebot ${input.quoteNumber} ${accepted ? 'angenommen' : 'abgelehnt'}`,
    text: lines(
      'Guten Tag,',
      '',
      accepted
        ? `${input.customerName} hat das Angebot ${input.quoteNumber} „${input.quoteName}“ am ${dateTime(input.answeredAt)} online verbindlich angenommen (unterzeichnet von ${input.signerName}).`
        : `${input.customerName} hat das Angebot ${input.quoteNumber} „${input.quoteName}“ am ${dateTime(input.answeredAt)} online abgelehnt.`,
      ...(input.reason ? [`Grund: „${input.reason}“`] : []),
      '',
      'Zum Angebot:',
      input.url,
      '',
      'Diese E-Mail können Sie in Meisterplaner unter „Profil“ abbestellen.',
    ),
  };
}

export function paymentReminderMail(input: {
  to: string;
  greeting: string;
  /** 'Zahlungserinnerung' or '1. Mahnung'. */
  letter: string;
  invoiceNumber: string;
  companyName: string;
  /** What to pay, e.g. '1.234,56 €'. */
  total: string;
  /** The lump sum of § 288 Abs. 5 BGB within `total`, e.g. '40,00 €', when the letter charges it. */
  lumpSum?: string;
  payBy: Date;
  pdf: { filename: string; content: Buffer };
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.letter} zu Rechnung ${input.invoiceNumber} von ${input.companyName}`,
    text: lines(
      input.greeting,
      '',
      `zu unserer Rechnung ${input.invoiceNumber} konnten wir bisher keinen Zahlungseingang feststellen.`,
      `Im Anhang finden Sie unsere ${input.letter}. Bitte überweisen Sie ${input.total} bis zum ${day(input.payBy)}.`,
      ...(input.lumpSum ? [`Darin enthalten ist die Verzugspauschale von ${input.lumpSum} nach § 288 Abs. 5 BGB.`] : []),
      'Sollten Sie die Zahlung inzwischen veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.',
      '',
      'Mit freundlichen Grüßen',
      input.companyName,
    ),
    attachments: [{ ...input.pdf, contentType: 'application/pdf' }],
  };
}
