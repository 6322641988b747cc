import 'server-only';
import { AppError, ErrorCode } from '@/lib/errors';
import { upstreamPost } from '@/lib/http/upstream';
import { jsSignatureSchema, signableUrl } from '../contracts/wechat';

interface HeaderSource {
  get(name: string): string | null;
}

/** Our own hosts: PUBLIC_HOSTS (comma-separated) in production, else the host the request came to. */
export function ownHosts(headers: HeaderSource): string[] {
  const configured = (process.env.PUBLIC_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  if (configured.length) return configured;
  return [headers.get('x-forwarded-host') ?? headers.get('host') ?? ''].filter(Boolean);
}

/** SPEC §7: no login, no loading indicator, no error handling; the url must be one of our pages. */
export async function signWechatUrl(url: string, headers: HeaderSource) {
  const signable = signableUrl(url, ownHosts(headers));
  if (!signable) throw new AppError(ErrorCode.MissingParams, '仅支持本站页面的签名', { status: 400 });
  return upstreamPost('/feature/wechat/js-signature', jsSignatureSchema, {
    body: { url: signable },
    options: { needLogin: false, errorHandle: false, timeoutMs: 3000 },
    auth: null,
  });
}
