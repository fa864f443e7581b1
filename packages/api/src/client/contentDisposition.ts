/** `name=value` parameters of the header; a value is a token or a quoted string. */
const PARAMETER = /;\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]*)/g;
/** RFC 8187 ext-value in UTF-8, the one charset its recipients must read: optional language, percent-encoded bytes. */
const EXT_VALUE = /^UTF-8'[^']*'(.*)$/i;

function decodeExtValue(value: string): string | null {
  const encoded = EXT_VALUE.exec(value)?.[1];
  try {
    return encoded === undefined ? null : decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

const unquote = (value: string) => (value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value);

/** Only the last segment of a path; a file name holds no folders (RFC 6266, 4.3). */
const baseName = (name: string) => name.split(/[/\\]/).pop()?.trim() ?? '';

/**
 * The file name a `Content-Disposition` header offers (RFC 6266): `filename*` (RFC 8187, e.g.
 * `UTF-8''Rechnung-M%C3%BCller.pdf`) before `filename`; `null` when it names none.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  let plain: string | null = null;
  let extended: string | null = null;
  for (const [, name, value] of (header ?? '').matchAll(PARAMETER) as Iterable<[string, string, string]>) {
    const parameter = name.toLowerCase();
    if (parameter === 'filename*') extended ??= decodeExtValue(unquote(value));
    else if (parameter === 'filename') plain ??= unquote(value);
  }
  return baseName(extended ?? plain ?? '') || null;
}
