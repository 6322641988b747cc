import 'server-only';
import { isSandboxUpstream, upstreamBaseUrl } from './config';

export interface UpstreamHealth {
  ok: boolean;
  sandbox: boolean;
  latencyMs: number | null;
  error?: string;
}

/** Pings the upstream with a short deadline; never throws. */
export async function checkUpstreamHealth(timeoutMs = 1500): Promise<UpstreamHealth> {
  const started = Date.now();
  try {
    const response = await fetch(`${upstreamBaseUrl()}/__health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as { code?: number };
    return { ok: response.ok && body.code === 200, sandbox: isSandboxUpstream(), latencyMs: Date.now() - started };
  } catch (error) {
    return {
      ok: false,
      sandbox: isSandboxUpstream(),
      latencyMs: null,
      error: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable',
    };
  }
}
