/**
 * Version of the wire protocol between the remotes and the server. Bump the major part
 * for every incompatible change; the server refuses clients with another major version
 * with an errorCode starting with `CVE`, which makes the client offer a reload.
 */
export const PROTOCOL_VERSION = '1.0';

export function protocolMajor(version: string): string {
  return version.split('.')[0] ?? '';
}

export const VERSION_MISMATCH_ERROR_CODE = 'CVE-ProtocolVersionMismatch';
