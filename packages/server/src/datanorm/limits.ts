import type { UploadLimits } from './parser/readUpload';

/** What an upload may unpack to (docs/adr/0016-datanorm-import.md). */
export const UPLOAD_LIMITS: UploadLimits = {
  // A full wholesaler catalogue of 300 000 articles with long texts is about 150 MB.
  maxFileBytes: 300 * 1024 * 1024,
  maxEntries: 50,
  maxTotalBytes: 600 * 1024 * 1024,
  // DATANORM text packs about 5 to 15 times; a ZIP bomb a thousand times and more.
  maxRatio: 100,
};
