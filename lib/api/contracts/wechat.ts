import { z } from 'zod';

/** POST /feature/wechat/js-signature (SPEC §7): the page URL in, the JS-SDK signature out. */
export const jsSignatureInputSchema = z.object({
  url: z.string().url('url 格式错误').max(2048),
});

export const jsSignatureSchema = z.object({
  appId: z.string(),
  timestamp: z.number().int().positive(),
  noncestr: z.string().min(8),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
});

/** WeChat signs the URL without its fragment; only pages of our own host are signed. */
export function signableUrl(
  candidate: string,
  ownHosts: readonly string[] | ((host: string) => boolean),
): string | null {
  const isOwnHost = typeof ownHosts === 'function' ? ownHosts : (host: string) => ownHosts.includes(host);
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !isOwnHost(url.host)) return null;
  url.hash = '';
  return url.toString();
}
