interface HeaderSource {
  get(name: string): string | null;
}

/**
 * The client address for per-IP limits.
 *
 * Next's server fills `X-Forwarded-For` with the socket address only when the request had none, and
 * route handlers see no socket, so the header is the only carrier. With TRUST_PROXY=1 (behind our own
 * load balancer, which appends the address it saw) the right-most entry is that trusted hop's view and
 * a client cannot forge it. Without TRUST_PROXY a client talking to Next directly can write the header
 * itself: per-IP caps are then best effort and the per-mobile caps stay the hard limit. Production
 * runs behind the load balancer with TRUST_PROXY=1.
 */
export function clientIp(headers: HeaderSource, trustProxy = process.env.TRUST_PROXY === '1'): string {
  const forwarded = headers.get('x-forwarded-for') ?? '';
  const hops = forwarded
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  // Untrusted, a chain of hops can only have been written by the client: one shared bucket for all.
  if (!trustProxy && hops.length > 1) return 'untrusted-forwarded';
  const candidate = hops.at(-1);
  return normaliseIp(candidate ?? 'unknown');
}

function normaliseIp(value: string): string {
  const bare = value.replace(/^::ffff:/, '').replace(/^\[|\]$/g, '');
  return /^[0-9a-fA-F:.]{2,45}$/.test(bare) ? bare : 'unknown';
}
