/**
 * German alphabetical order, ignoring case and accents ('Ä' beside 'a'): how rooms, components and
 * the lines of a quote are listed. One collator for every comparison; `localeCompare` with a locale
 * builds a new one on each call, which made sorting the rooms of a floor about fifty times slower.
 */
export const compareGermanText: (a: string, b: string) => number = new Intl.Collator('de', { sensitivity: 'base' }).compare;
