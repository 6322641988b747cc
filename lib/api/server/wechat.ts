import 'server-only';
import { AppError, ErrorCode } from '@/lib/errors';
import { upstreamPost } from '@/lib/http/upstream';
import { jsSignatureSchema, signableUrl } from '../contracts/wechat';

type Env = Record<string, string | undefined>;

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
let warnedUnconfigured = false;

/**
 * The hosts whose pages we sign: PUBLIC_HOSTS (comma-separated host[:port]) plus the hosts of SITE_URL
 * and H5_PUBLIC_ORIGIN. Never the request's Host or X-Forwarded-Host, which the client writes. None
 * configured: production signs nothing (fails closed); development signs loopback pages only.
 */
export function signableHosts(env: Env = process.env): { hosts: string[]; loopback: boolean } {
  const hosts = (env.PUBLIC_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const origin of [env.SITE_URL, env.H5_PUBLIC_ORIGIN]) {
    try {
      if (origin) hosts.push(new URL(origin).host);
    } catch {
      // not a URL: ignored, the list above still decides
    }
  }
  return { hosts, loopback: hosts.length === 0 && env.NODE_ENV !== 'production' };
}

function isOwnHost(host: string, env: Env): boolean {
  const { hosts, loopback } = signableHosts(env);
  return hosts.includes(host.toLowerCase()) || (loopback && LOOPBACK.test(host));
}

/** SPEC §7: no login, no loading indicator, no error handling; the url must be one of our pages. */
export async function signWechatUrl(url: string, env: Env = process.env) {
  if (env.NODE_ENV === 'production' && signableHosts(env).hosts.length === 0 && !warnedUnconfigured) {
    warnedUnconfigured = true;
    console.warn('[wechat] PUBLIC_HOSTS is not set: js-signature signs no page (set the public host names)');
  }
  const signable = signableUrl(url, (host) => isOwnHost(host, env));
  if (!signable) throw new AppError(ErrorCode.MissingParams, '仅支持本站页面的签名', { status: 400 });
  const signature = await upstreamPost('/feature/wechat/js-signature', jsSignatureSchema, {
    body: { url: signable },
    options: { needLogin: false, errorHandle: false, timeoutMs: 3000 },
    auth: null,
  });
  // The mobile app's open-platform id lets the page launch the app through WeChat's open tag.
  return env.WECHAT_OPEN_APP_ID ? { ...signature, openAppId: env.WECHAT_OPEN_APP_ID } : signature;
}
