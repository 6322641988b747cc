/** Security headers of every response (ARCHITECTURE: proxy; a CSP with a per-request nonce). */
/**
 * The origin of the static asset host (H5_ASSET_PREFIX, next.config.ts assetPrefix) when chunks come
 * from a CDN (SPEC §7); null when they come from this server.
 */
export function assetHostOrigin(prefix: string | undefined = process.env.H5_ASSET_PREFIX): string | null {
  if (!prefix || !/^https?:\/\//i.test(prefix)) return null;
  try {
    return new URL(prefix).origin;
  } catch {
    return null;
  }
}

export function buildCsp(nonce: string, dev: boolean, assetOrigin: string | null = assetHostOrigin()): string {
  const assets = assetOrigin ? ` ${assetOrigin}` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self'${assets} 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self'${assets} 'unsafe-inline'`,
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    `font-src 'self'${assets} data:`,
    `connect-src 'self' https: wss:${dev ? ' ws:' : ''}`,
    "worker-src 'self' blob:",
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  return directives.join('; ');
}

export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
  if (production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
