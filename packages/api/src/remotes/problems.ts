import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { inEnvironment } from '../endpointEnvironment';

/**
 * What went wrong with a remote in a browser: `incompatible` when it was built for another
 * contract than the shell's (it is not loaded), `load` when its code could not be downloaded,
 * otherwise the single-spa lifecycle that threw.
 */
export const REMOTE_PROBLEM_KINDS = ['incompatible', 'load', 'bootstrap', 'mount', 'update', 'unmount'] as const;
export type RemoteProblemKind = (typeof REMOTE_PROBLEM_KINDS)[number];

const shortText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

export const RemoteProblemSchema = v.object({
  remote: v.pipe(shortText(63), v.regex(/^[a-z][a-z0-9-]*$/)),
  remoteVersion: shortText(40),
  kind: v.picklist(REMOTE_PROBLEM_KINDS),
  /** The error message, or which contract versions do not match. */
  detail: shortText(1000),
  /** The shell's versions of the contract packages. */
  shellContract: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(40)), shortText(40)),
    v.check((contract) => Object.keys(contract).length <= 10, 'too many packages'),
  ),
});
export type RemoteProblem = v.InferOutput<typeof RemoteProblemSchema>;

export const remoteProblemEndpoints = inEnvironment('both', {
  /** Puts a remote's failure in a user's browser into the server log. */
  report: endpoint<null>()({ method: 'POST', permission: 'read', path: '/api/remote-problems', body: RemoteProblemSchema }),
});
