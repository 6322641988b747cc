import { expect, test } from '@playwright/test';
import { ChatMessageSchema, ChatPageSchema } from '@/lib/live/schemas';
import { loginAs } from '../e2e/live-support';

const ROOM = 3;
const MESSAGES = `/h5/api/live/rooms/${ROOM}/chat/messages`;

/** Reads an SSE response until `ready` (and optionally `extra` more message events), then aborts. */
async function readStream(baseURL: string, query = '', headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseURL}/h5/api/live/rooms/${ROOM}/chat/stream${query}`, {
    headers,
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('event: ready')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  controller.abort();
  const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
  return { text, ids };
}

test.describe('live chat BFF', () => {
  test('history is public and matches the contract', async ({ request }) => {
    const response = await request.get(MESSAGES);
    expect(response.status()).toBe(200);
    const page = ChatPageSchema.parse((await response.json()).data);
    expect(page.messages.length).toBeGreaterThan(0);
    expect(page.lastId).toBe(page.messages.at(-1)!.id);
  });

  test('sending needs a session and a same-site origin', async ({ request, baseURL }) => {
    const anonymous = await request.post(MESSAGES, { data: { content: '你好' } });
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).code).toBe(2008);
    await loginAs(request);
    const crossSite = await request.post(MESSAGES, {
      data: { content: '你好' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    const ok = await request.post(MESSAGES, { data: { content: '同源发送' }, headers: { origin: baseURL! } });
    expect(ok.status()).toBe(200);
    const message = ChatMessageSchema.parse((await ok.json()).data);
    expect(message.content).toBe('同源发送');
    expect(JSON.stringify(await ok.json())).not.toMatch(/access_token|refresh_token/);
  });

  test('empty, over-long, banned and flooding messages are refused and not stored', async ({ request }) => {
    await loginAs(request);
    const cases: Array<[unknown, number, number]> = [
      [{ content: '   ' }, 400, 4001],
      [{ content: '字'.repeat(201) }, 400, 4002],
      [{ content: '加微信带你稳赚' }, 400, 4003],
      // Disguised contact details and the message a user saw published
      [{ content: '加 我 微 信' }, 400, 4003],
      [{ content: '+V 进群' }, 400, 4003],
      [{ content: '加薇信' }, 400, 4003],
      [{ content: '１３８ ００１３ ８０００' }, 400, 4003],
      [{ content: '加我微信 vx123456 带你赚钱 荐股' }, 400, 4003],
      [{}, 400, 1003],
    ];
    for (const [body, status, code] of cases) {
      const response = await request.post(MESSAGES, { data: body });
      expect(response.status(), JSON.stringify(body)).toBe(status);
      expect((await response.json()).code).toBe(code);
    }
    const accepted = '字'.repeat(200);
    expect((await request.post(MESSAGES, { data: { content: accepted } })).status()).toBe(200);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await request.post(MESSAGES, { data: { content: `刷屏 ${index}` } })).status());
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const history = ChatPageSchema.parse((await (await request.get(MESSAGES)).json()).data).messages.map(
      (message) => message.content,
    );
    expect(history).not.toContain('加微信带你稳赚');
    expect(history).not.toContain('加我微信 vx123456 带你赚钱 荐股');
    expect(history).not.toContain('刷屏 5');
    expect(history).toContain(accepted);
  });

  test('the SSE stream sends history then resumes after Last-Event-ID without repeats', async ({
    request,
    baseURL,
  }) => {
    const first = await readStream(baseURL!);
    expect(first.ids.length).toBeGreaterThan(0);
    const last = first.ids.at(-1)!;
    await loginAs(request);
    await request.post(MESSAGES, { data: { content: '续传测试' } });
    const resumed = await readStream(baseURL!, '', { 'last-event-id': String(last) });
    expect(resumed.ids.every((id) => id > last)).toBe(true);
    expect(resumed.text).toContain('续传测试');
    const byQuery = await readStream(baseURL!, `?afterId=${last}`);
    expect(byQuery.ids).toEqual(resumed.ids);
  });
});
