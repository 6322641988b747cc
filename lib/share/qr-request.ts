/**
 * /show-qr-code?url=…|text=…&title=…: what to draw. URLs must be http(s) (no javascript: or data:
 * payloads end up as a scannable code that looks like ours); text and title are length-capped.
 */
export interface QrCodeRequest {
  text: string;
  title: string;
  description: string;
}

const MAX_TEXT = 512;
const MAX_TITLE = 30;

export function qrCodeRequest(query: Record<string, string | string[] | undefined>): QrCodeRequest | null {
  const pick = (name: string) => (typeof query[name] === 'string' ? (query[name] as string).trim() : '');
  const title = pick('title').slice(0, MAX_TITLE) || '二维码';
  const url = pick('url');
  if (url) {
    try {
      const parsed = new URL(url);
      if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || url.length > MAX_TEXT) return null;
      return { text: parsed.toString(), title, description: `链接：${parsed.host}` };
    } catch {
      return null;
    }
  }
  const text = pick('text');
  if (!text || text.length > MAX_TEXT) return null;
  return { text, title, description: '扫描二维码查看内容' };
}
