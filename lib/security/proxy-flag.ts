import { readNativeContext } from '@/lib/bridge/native-context';

/** Header the native app sets when the phone routes traffic through an HTTP proxy. */
export const PROXY_FLAG_HEADER = 'x-app-proxy';

interface HeaderSource {
  get(name: string): string | null;
}

/**
 * SPEC §8 "proxy enabled → 当前已开启代理". A web page cannot see the phone's proxy settings and
 * Via / X-Forwarded-* headers are written by ordinary carriers and our own load balancer, so they
 * prove nothing. Only the native app can know: it reports `x-app-proxy: 1` and the BFF then refuses
 * every call (the same rule the app applies to its own traffic, against packet capture).
 */
export function isProxyReported(headers: HeaderSource): boolean {
  return readNativeContext(headers).inApp && headers.get(PROXY_FLAG_HEADER) === '1';
}
