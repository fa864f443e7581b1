/** The backup feature as other features and the composition root (src/app.ts) see it. */
export { registerBackupEndpoint, writeBackupAccess } from './backupEndpoint';
