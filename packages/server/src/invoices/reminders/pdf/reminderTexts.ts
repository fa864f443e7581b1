import { formatCents, formatGermanDay, REMINDER_LEVEL_LABELS, type Invoice, type PaymentReminder } from '@planner/api';

/** 8,62 % */
export const formatRate = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} %`;

/** '1. Mahnung zu Rechnung RE-0007' */
export const reminderTitle = (reminder: Pick<PaymentReminder, 'level' | 'invoiceNumber'>) =>
  `${REMINDER_LEVEL_LABELS[reminder.level]} zu Rechnung ${reminder.invoiceNumber}`;

/** What the letter says after the greeting, by its level. */
export function reminderIntroduction(reminder: PaymentReminder, invoice: Invoice): string {
  const invoiceLine = `unsere Rechnung ${reminder.invoiceNumber} vom ${formatGermanDay(invoice.invoiceDate ?? '')} war am ${formatGermanDay(invoice.dueDate ?? '')} fällig.`;
  switch (reminder.level) {
    case 'Reminder':
      return `${invoiceLine} Sicher ist Ihnen die Zahlung im Alltag entgangen. Wir bitten Sie freundlich, den offenen Betrag bis zum ${formatGermanDay(reminder.payBy)} zu überweisen.`;
    case 'First':
      return `${invoiceLine} Trotz unserer Zahlungserinnerung konnten wir bisher keinen Zahlungseingang feststellen. Seit dem Fälligkeitstag befinden Sie sich in Verzug. Bitte überweisen Sie den unten genannten Betrag bis zum ${formatGermanDay(reminder.payBy)}.`;
    case 'Second':
      return `${invoiceLine} Auch auf unsere 1. Mahnung ist keine Zahlung eingegangen. Bitte überweisen Sie den unten genannten Betrag bis spätestens ${formatGermanDay(reminder.payBy)}. Andernfalls müssen wir weitere Schritte einleiten, deren Kosten Sie zu tragen hätten.`;
  }
}

/** How the interest was reckoned: 'Verzugszinsen: Basiszinssatz + 5 Prozentpunkte (§ 288 Abs. 1 BGB): 6,27 % vom 01.07.2025 bis 10.07.2025 (10 Tage)'. */
export const interestExplanation = (reminder: PaymentReminder) => {
  const [margin, paragraph] = reminder.debtor === 'Consumer' ? [5, 1] : [9, 2];
  const periods = reminder.interestPeriods
    .map((period) => `${formatRate(period.basisPoints)} vom ${formatGermanDay(period.from)} bis ${formatGermanDay(period.to)} (${period.days} ${period.days === 1 ? 'Tag' : 'Tage'})`)
    .join(', ');
  return `Verzugszinsen: Basiszinssatz + ${margin} Prozentpunkte (§ 288 Abs. ${paragraph} BGB): ${periods}, berechnet auf den offenen Betrag, kaufmännisch auf volle Cent gerundet.`;
};

/** The figures the letter asks for, each with its label. */
export function reminderRows(reminder: PaymentReminder): { label: string; amount: string }[] {
  return [
    { label: `Offener Betrag der Rechnung ${reminder.invoiceNumber}`, amount: formatCents(reminder.amountDue) },
    ...(reminder.fee > 0 ? [{ label: 'Mahngebühr', amount: formatCents(reminder.fee) }] : []),
    ...(reminder.interestPeriods.length > 0 ? [{ label: 'Verzugszinsen', amount: formatCents(reminder.interest) }] : []),
    ...(reminder.lumpSum > 0 ? [{ label: 'Verzugspauschale (§ 288 Abs. 5 BGB)', amount: formatCents(reminder.lumpSum) }] : []),
  ];
}
