import 'server-only';

/** Where the upstream lives: UPSTREAM_URL, else the local upstream started beside the app. */
export function upstreamBaseUrl(): string {
  const configured = process.env.UPSTREAM_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `http://127.0.0.1:${process.env.UPSTREAM_PORT ?? 3001}`;
}

/** True when data comes from the local upstream (pages show the 演示数据 badge). */
export function isSandboxUpstream(): boolean {
  return process.env.UPSTREAM_SANDBOX === '1' || !process.env.UPSTREAM_URL;
}

/** Default deadline of one upstream call; every call has one (ARCHITECTURE rule 8). */
export const DEFAULT_TIMEOUT_MS = Number(process.env.UPSTREAM_TIMEOUT_MS ?? 5000);

/**
 * The tracking host (SPEC §7: buriedPoint lives on a different host). TRACKING_URL in production;
 * the local upstream's /buriedPoint path otherwise.
 */
export function trackingBaseUrl(): string {
  const configured = process.env.TRACKING_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `${upstreamBaseUrl()}/buriedPoint`;
}

/**
 * Origins an `extBase` may point at (no SSRF): the upstream, the tracking host and the comma-separated
 * UPSTREAM_EXT_ORIGINS (e.g. `https://pay.example.com,https://cms.example.com`).
 */
export function extBaseAllowList(): Set<string> {
  const origins = new Set<string>();
  for (const candidate of [
    upstreamBaseUrl(),
    trackingBaseUrl(),
    ...(process.env.UPSTREAM_EXT_ORIGINS ?? '').split(','),
  ]) {
    try {
      if (candidate.trim()) origins.add(new URL(candidate.trim()).origin);
    } catch {
      // an unparsable entry allows nothing
    }
  }
  return origins;
}
