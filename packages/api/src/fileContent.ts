import * as v from 'valibot';

/** Raw file content: a `Blob` (`File`) in the browser, the received bytes on the server. */
export const FileContentSchema = v.custom<Blob | Uint8Array>(
  (input) => input instanceof Uint8Array || (typeof Blob !== 'undefined' && input instanceof Blob),
  'Bitte wählen Sie eine Datei aus.',
);
