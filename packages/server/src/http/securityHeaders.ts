import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { RemotesManifestSource } from './remotesManifest';

/**
 * antd styles with CSS-in-JS (inline styles); floor plans and PDFs use data:/blob: images and
 * workers. Remotes published on another origin (a CDN) load their scripts, styles, assets and
 * chunks from there: exactly the origins `remotes.json` names are added, nothing else.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const remotes = remoteOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    `style-src 'self' 'unsafe-inline'${remotes}`,
    `img-src 'self' data: blob:${remotes}`,
    `font-src 'self' data:${remotes}`,
    `connect-src 'self'${remotes}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browser features the app never uses stay off for the page and anything it might embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The customer's quote page and its data: reached by a secret link, so never indexed and never passed on as referrer. */
const isCustomerPage = (url: string) => url.startsWith('/angebot/') || url.startsWith('/api/public/');

/**
 * Security headers of every answer through @fastify/helmet (nosniff, frame denial, referrer
 * policy, cross-origin isolation of our resources), plus what depends on the answer: the
 * content security policy on HTML documents, HSTS only where the request came over HTTPS
 * (directly or, with TRUST_PROXY, as the proxy says), and `no-store` on API answers, which
 * hold personal data and tokens, unless a route set its own caching. The customer's quote page
 * is kept out of search engines.
 */
export function installSecurityHeaders(app: FastifyInstance, manifests: RemotesManifestSource): void {
  void app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const contentType = reply.getHeader('content-type');
    if (typeof contentType === 'string' && contentType.startsWith('text/html')) {
      const { foreignOrigins } = await manifests.current(request.log);
      reply.header('content-security-policy', contentSecurityPolicy(foreignOrigins));
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (isCustomerPage(request.url)) {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
    }
    return payload;
  });
}
