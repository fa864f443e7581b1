const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Germany (yyyy-mm-dd), where an offer's validity ends at midnight. */
export const germanToday = () => berlinDay.format(new Date());

/** Whether an offer valid until the end of `validUntil` (German time) has ended. */
export const isOfferExpired = (validUntil: string) => germanToday() > validUntil;
