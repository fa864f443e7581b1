import {
  isPermitted,
  permissionOf,
  Uuid,
  type BodyOutput,
  type DataOf,
  type Endpoint,
  type EndpointAuth,
  type FailureOf,
  type FailureType,
  type PagedSuccess,
  type PathParams,
  type QueryOutput,
  type Success,
} from '@planner/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { authenticate, type AuthContextFor } from './authentication';
import { forbidden, payloadTooLarge } from './errors';
import { actingAs } from '../db/actor';
import { failureStatus, type BinaryResult, type FailureResult } from './results';
import { parseInput } from './validation';

type AnySchema = v.GenericSchema<unknown, unknown>;

type AuthOf<E> = E extends { auth: infer A extends EndpointAuth } ? A : 'access';
type ItemOf<D> = D extends readonly (infer I)[] ? I : D;

export type HandlerContext<E> = AuthContextFor<AuthOf<E>> & {
  params: PathParams<E>;
  query: QueryOutput<E>;
  body: BodyOutput<E>;
  request: FastifyRequest;
};

export type SuccessResultOf<E> = E extends { binary: true }
  ? BinaryResult
  : E extends { paged: true }
    ? PagedSuccess<ItemOf<DataOf<E>>>
    : Success<DataOf<E>>;

/** What a handler answers: the endpoint's data, or one of the failures it declares. */
export type HandlerResult<E> = SuccessResultOf<E> | FailureResult<Extract<FailureOf<E>, FailureType>>;

export type EndpointHandler<E> = (context: HandlerContext<E>) => Promise<HandlerResult<E>>;

export interface EndpointOptions {
  /** Raises the 1 MiB default, e.g. for image uploads. */
  bodyLimit?: number;
  /** Schema of the path parameters; by default every parameter must be a uuid. */
  params?: AnySchema;
}

function uuidParams(path: string): AnySchema | null {
  const names = [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1] as string);
  return names.length === 0 ? null : v.object(Object.fromEntries(names.map((name) => [name, Uuid])));
}

function send(reply: FastifyReply, result: BinaryResult | FailureResult | Success<unknown>): FastifyReply {
  if (result.type === 'binary') {
    // Files are data, never active content of our origin: a PDF with scripts or an SVG is not
    // run when opened directly. The app itself fetches them and shows them from blob URLs.
    reply.type(result.contentType);
    reply.header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'");
    reply.header('content-disposition', result.fileName ? `attachment; filename*=UTF-8''${encodeURIComponent(result.fileName)}` : 'attachment');
    return reply.send(result.data);
  }
  if (result.type === 'success') return reply.send(result);
  const { status, ...body } = result;
  return reply.code(status ?? failureStatus(result.type)).send(body);
}

/** What the caller's roles must permit; an endpoint that needs a sign-in and names none is a programming error. */
function requiredPermission(endpoint: Endpoint) {
  if ((endpoint.auth ?? 'access') !== 'access') return null;
  const permission = permissionOf(endpoint);
  if (permission === null) throw new Error(`${endpoint.method} ${endpoint.path} names no permission in the contract`);
  return permission;
}

/** Which environment the endpoint belongs to; one without a decision in the contract is a programming error. */
function requiredEnvironment(endpoint: Endpoint) {
  if (!endpoint.environment) throw new Error(`${endpoint.method} ${endpoint.path} names no environment in the contract`);
  return endpoint.environment;
}

/**
 * Serves one endpoint of the contract: authenticates, checks the caller's roles (403), validates
 * path parameters, query and body with the contract's schemas (400 naming the fields), calls the
 * handler and sends its result as the contract's envelope.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const paramsSchema = options.params ?? uuidParams(endpoint.path);
  const permission = requiredPermission(endpoint);
  const environment = requiredEnvironment(endpoint);
  const bodyLimit = options.bodyLimit ?? app.initialConfig.bodyLimit ?? Infinity;
  const authOf = new WeakMap<FastifyRequest, AuthContextFor<EndpointAuth>>();
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    // Before a byte of the body is read: a body announced larger than the route takes, a missing
    // or invalid token, a role that does not permit the call and an environment the company does
    // not have are refused right away.
    onRequest: async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > bodyLimit) throw payloadTooLarge();
      const auth = await authenticate(app, endpoint.auth ?? 'access', request);
      if (permission && 'roles' in auth && !isPermitted(auth.roles, permission)) throw forbidden(permission);
      if (environment !== 'both' && 'tenantId' in auth) await app.assertEnvironment(environment, auth.tenantId);
      authOf.set(request, auth);
    },
    handler: async (request, reply) => {
      const auth = authOf.get(request);
      const context = {
        ...auth,
        params: paramsSchema ? parseInput(paramsSchema, request.params) : undefined,
        query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
        body: endpoint.body ? parseInput(endpoint.body, request.body) : undefined,
        request,
      } as HandlerContext<E>;
      const run = () => handler(context);
      const result = (await (auth && 'userId' in auth ? actingAs(auth.userId, run) : run())) as BinaryResult | FailureResult | Success<unknown>;
      return send(reply, result);
    },
  });
}
