/** Checked in order: Edge, Opera and Samsung's browser also call themselves Chrome, Chrome calls itself Safari. */
const BROWSERS: readonly [pattern: RegExp, name: string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/[^ ]+ )?Safari\//, 'Safari'],
];

/** Android and ChromeOS also call themselves Linux, iPhones Mac OS X. */
const SYSTEMS: readonly [pattern: RegExp, name: string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const MAX_RAW_LENGTH = 60;

/**
 * A browser's self-description in a few words, e.g. 'Firefox 128 · Windows'. One that names no
 * known browser or system is shown as it is, shortened.
 */
export function describeUserAgent(userAgent: string): string {
  const text = userAgent.trim();
  if (text === '') return 'Unbekannter Browser';
  const browser = BROWSERS.map(([pattern, name]) => ({ match: pattern.exec(text), name })).find(({ match }) => match);
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  if (!browser && !system) return text.length > MAX_RAW_LENGTH ? `${text.slice(0, MAX_RAW_LENGTH - 1)}…` : text;
  const browserName = browser ? `${browser.name} ${browser.match?.[1]}` : 'Unbekannter Browser';
  return system ? `${browserName} · ${system}` : browserName;
}
