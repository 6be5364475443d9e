import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { EARLY_EVENTS_SCRIPT_SOURCE } from './early-events-script';

/**
 * Security headers on every response. Styles allow 'unsafe-inline' because React sets
 * style attributes (zoom pan, progress bars); scripts are only our own files, and the one inline
 * script of a server-rendered page by its hash (early-events-script.ts).
 * `filesOrigin`: where uploaded images and videos are served from when not from the store
 * (S3_PUBLIC_URL), named so that an http:// bucket (MinIO on a LAN) is allowed too.
 */
export function securityHeaders(options: { https: boolean; filesOrigin?: string | undefined }) {
  const files = options.filesOrigin ? [options.filesOrigin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", EARLY_EVENTS_SCRIPT_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...files],
      mediaSrc: ["'self'", 'blob:', 'https:', ...files],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

/**
 * The headers `securityHeaders(options)` puts on an answer, read from the middleware itself
 * (a throwaway app), for answers sent without Hono (storefront/snapshot/snapshot-fast-path.ts).
 */
export async function securityHeaderValues(options: {
  https: boolean;
  filesOrigin?: string | undefined;
}): Promise<Record<string, string>> {
  const probe = new Hono().use(securityHeaders(options)).get('/', (c) => c.body(null, 204));
  const response = await probe.request('/');
  return Object.fromEntries(response.headers);
}
