import { pino, type DestinationStream, type Logger } from 'pino';

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.passwordHash',
  '*.accessToken',
  '*.refreshToken',
  '*.jwsTokens',
];

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Paths whose next segment is a secret link token (customer quote, invitation, password reset). */
const TOKEN_IN_PATH = /^(\/api\/public\/quote-links|\/api\/public\/invitations|\/api\/auth\/password-reset|\/angebot|\/invitation|\/password-reset)\/[^/]+/;

/**
 * A request as logged: the path without its query string, which holds what people search
 * for (customer names, addresses), and without link tokens, which open a quote or an account
 * to whoever reads them; neither has a place in a log.
 */
export function requestWithoutQuery(request: LoggedRequest) {
  return {
    method: request.method,
    url: (request.url.split('?', 1)[0] ?? '').replace(TOKEN_IN_PATH, '$1/[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's logger. Without a destination it writes to standard output without blocking
 * the request that logs: lines are handed to the operating system asynchronously, and what is
 * still pending is written out when the process exits (pino flushes its destination then) or
 * when `flushLogger` is awaited on shutdown.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, serializers: { req: requestWithoutQuery } };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** Writes out the lines the logger still holds. */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}
