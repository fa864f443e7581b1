export { downloadDocument } from './downloadDocument';
export type { DownloadMode } from './downloadDocument';
