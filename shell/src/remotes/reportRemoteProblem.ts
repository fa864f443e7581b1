import { remoteProblemEndpoints, type RemoteDescriptor, type RemoteProblemKind } from '@planner/api';
import { apiClient } from '@planner/platform';
import { SHELL_CONTRACT } from './contract';

const detailOf = (problem: unknown): string =>
  (problem instanceof Error ? `${problem.name}: ${problem.message}` : String(problem)).slice(0, 1000);

/**
 * Tells the server (its log) and the console that a remote failed in this browser. Reporting
 * never throws: a failed report must not turn a contained problem into an uncontained one.
 */
export function reportRemoteProblem(remote: RemoteDescriptor, kind: RemoteProblemKind, problem: unknown): void {
  console.error(`Remote ${remote.name} ${remote.version}: ${kind}`, problem);
  const body = { remote: remote.name, remoteVersion: remote.version, kind, detail: detailOf(problem), shellContract: { ...SHELL_CONTRACT } };
  apiClient.call(remoteProblemEndpoints.report, { body }).catch((error: unknown) => {
    console.error('Could not report the problem of a remote', error);
  });
}
