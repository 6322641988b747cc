import { REQUEST_GUARD_SINGLETON } from '@/runtime/constants.mjs';
import { peekProcessSingleton } from '@/runtime/process-singleton.mjs';

interface HeaderSource {
  get(name: string): string | null;
}

type Env = Record<string, string | undefined>;

let warnedNoPeer = false;

function peerAddress(headers: HeaderSource): string | null {
  // Set by runtime/request-guard.mjs (preloaded by scripts/start.mjs): the header carrying the TCP peer.
  const header = peekProcessSingleton<string>(REQUEST_GUARD_SINGLETON);
  if (!header) return null;
  return normaliseIp(headers.get(header) ?? '');
}

/** TRUST_PROXY: a hop count ("1" = one load balancer of ours in front) or a list of proxy addresses / IPv4 CIDRs. */
export function parseTrustProxy(value: string | undefined): { hops: number } | { proxies: string[] } | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || trimmed === '0' || trimmed === 'false') return null;
  if (/^\d+$/.test(trimmed)) return { hops: Number(trimmed) };
  if (trimmed === 'true') return { hops: 1 };
  return {
    proxies: trimmed
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}

/**
 * The client address for per-IP limits and the consent audit.
 *
 * Without TRUST_PROXY only the TCP peer counts: a client-written X-Forwarded-For is ignored, whatever
 * it says. With TRUST_PROXY the chain is X-Forwarded-For plus the peer, and the answer is the
 * right-most hop that is not one of our proxies (each proxy appends what it saw, so everything left
 * of that hop is the client's own writing). No peer known (not started by scripts/start.mjs) and no
 * trusted proxy: 'unknown', one shared bucket, so a header can never buy a fresh budget.
 */
export function clientIp(headers: HeaderSource, env: Env = process.env): string {
  const peer = peerAddress(headers);
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (!trust) {
    if (peer) return peer;
    if (!warnedNoPeer) {
      warnedNoPeer = true;
      console.warn(
        '[client-ip] the connection address is unknown (server not started by scripts/start.mjs): per-IP limits share one bucket',
      );
    }
    return 'unknown';
  }
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => normaliseIp(hop))
    .filter((hop) => hop !== 'unknown');
  // Without the stamp the peer is the trusted proxy that wrote the last entry.
  const chain = peer ? [...forwarded, peer] : forwarded;
  if ('hops' in trust) {
    const trustedHops = peer ? trust.hops : trust.hops - 1;
    return chain.at(-(trustedHops + 1)) ?? chain[0] ?? 'unknown';
  }
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    if (!trust.proxies.some((proxy) => matchesProxy(chain[index], proxy))) return chain[index];
  }
  return chain[0] ?? 'unknown';
}

function matchesProxy(address: string, proxy: string): boolean {
  const [base, bitsText] = proxy.split('/');
  if (bitsText === undefined) return address === normaliseIp(base);
  const toInt = (ip: string) => ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
  if (!/^\d+\.\d+\.\d+\.\d+$/.test(address) || !/^\d+\.\d+\.\d+\.\d+$/.test(base)) return false;
  const bits = Number(bitsText);
  const size = 2 ** (32 - bits);
  return Math.floor(toInt(address) / size) === Math.floor(toInt(base) / size);
}

function normaliseIp(value: string): string {
  const bare = value
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return /^[0-9a-fA-F:.]{2,45}$/.test(bare) ? bare : 'unknown';
}
