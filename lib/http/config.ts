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
