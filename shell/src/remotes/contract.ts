import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_PACKAGES, type RemoteDescriptor } from '@planner/api';

/** The versions of the shared contract packages this shell was built with. */
export const SHELL_CONTRACT: Readonly<Record<string, string>> = __CONTRACT_VERSIONS__;

/**
 * The contract packages whose shell version is outside the range the remote was built for,
 * e.g. `@planner/api 1.0.0 (remote: ^2.0.0)`; empty when the remote fits the shell.
 */
export function contractMismatches(remote: RemoteDescriptor, shellContract: Readonly<Record<string, string>> = SHELL_CONTRACT): string[] {
  return CONTRACT_PACKAGES.filter((name) => {
    const shellVersion = shellContract[name];
    return shellVersion === undefined || !satisfy(shellVersion, remote.contract[name]);
  }).map((name) => `${name} ${shellContract[name] ?? '–'} (remote: ${remote.contract[name]})`);
}
