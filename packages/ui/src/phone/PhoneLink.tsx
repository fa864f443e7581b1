/** `tel:` target of a number as it is written: digits and a leading plus only. */
export const telHref = (number: string) => `tel:${number.trim().replace(/(?!^\+)[^\d]/g, '')}`;

/** A phone number that a phone dials when tapped; '–' when there is none. */
export function PhoneLink({ number }: { number: string | null | undefined }) {
  const text = number?.trim();
  return text ? <a href={telHref(text)}>{text}</a> : <>–</>;
}
