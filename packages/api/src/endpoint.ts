import type * as v from 'valibot';
import type { FailureType } from './envelope';
import type { Environment } from './auth/schemas';
import type { Permission } from './team/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `access`: needs a valid access token (the default); `refresh`: sends the refresh token
 * as bearer and is never retried; `none`: public.
 */
export type EndpointAuth = 'access' | 'refresh' | 'none';

type AnySchema = v.GenericSchema<unknown, unknown>;

export interface EndpointConfig {
  method: HttpMethod;
  /** Path template with `:name` parameters, e.g. `/api/customers/:id`. */
  path: string;
  body?: AnySchema;
  query?: AnySchema;
  auth?: EndpointAuth;
  /** Answer is a paged list. */
  paged?: boolean;
  /** Answer is binary (PDF, image), not JSON. */
  binary?: boolean;
  /** Domain failures this endpoint can answer with instead of data. */
  failures?: readonly FailureType[];
  /**
   * What the caller's roles must permit (see team/roles.ts). A GET reads by default; every
   * other endpoint with `access` auth names it, or the server refuses to start.
   */
  permission?: Permission;
  /**
   * The environment a company must have booked to call it, or `both`. Usually stamped on a whole
   * endpoints object by `inEnvironment`; an endpoint that names its own keeps it. The server
   * refuses to start when an endpoint has none.
   */
  environment?: EndpointEnvironment;
}

export type EndpointEnvironment = Environment | 'both';

declare const dataMarker: unique symbol;

export type Endpoint<TConfig extends EndpointConfig = EndpointConfig, TData = unknown> = TConfig & {
  readonly [dataMarker]?: TData;
};

/**
 * Declares an endpoint of the contract. The data type of the success answer is given
 * explicitly; body and query types follow from their valibot schemas.
 *
 *   export const getMe = endpoint<CurrentUser>()({ method: 'GET', path: '/api/auth/me' });
 */
export function endpoint<TData>() {
  return <const TConfig extends EndpointConfig>(config: TConfig): Endpoint<TConfig, TData> => config;
}

export type DataOf<E> = E extends Endpoint<EndpointConfig, infer D> ? D : never;

export type FailureOf<E> = E extends { failures: readonly (infer F)[] } ? F : never;

export type BodyInput<E> = E extends { body: infer S extends AnySchema } ? v.InferInput<S> : undefined;
export type BodyOutput<E> = E extends { body: infer S extends AnySchema } ? v.InferOutput<S> : undefined;
export type QueryInput<E> = E extends { query: infer S extends AnySchema } ? v.InferInput<S> : undefined;
export type QueryOutput<E> = E extends { query: infer S extends AnySchema } ? v.InferOutput<S> : undefined;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<E> = E extends { path: infer P extends string }
  ? [ParamNames<P>] extends [never]
    ? undefined
    : { [K in ParamNames<P>]: string }
  : undefined;

/** Fills `:name` parameters of a path template, URL-encoding each value. */
export function buildPath(template: string, params: Record<string, string> | undefined): string {
  return template.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}
