import type { ChatMessage, ChatPage } from '@/lib/live/schemas';

const message = (id: number): ChatMessage => ({
  id,
  roomId: 7,
  userId: 1,
  nickname: 'a',
  role: 'viewer',
  content: `m${id}`,
  createdAt: '',
});

/** The upstream: history answers at once; a long-poll waits until the test publishes. */
let stored: ChatMessage[] = [];
let wake: (() => void) | null = null;
const readChat = jest.fn(
  async (_roomId: number, query: { afterId?: number; limit?: number; waitMs?: number }): Promise<ChatPage> => {
    if (query.afterId === undefined) {
      const messages = stored.slice(-(query.limit ?? 50));
      return { messages, lastId: messages.at(-1)?.id ?? 0 };
    }
    const newer = () => stored.filter((item) => item.id > (query.afterId ?? 0));
    if (newer().length === 0 && query.waitMs) await new Promise<void>((resolve) => (wake = resolve));
    const messages = newer();
    return { messages, lastId: messages.at(-1)?.id ?? query.afterId };
  },
);
jest.mock('@/lib/live/server', () => ({ readChat: (...args: Parameters<typeof readChat>) => readChat(...args) }));

import { joinHistory, subscribeRoom, type HubEvent } from '@/lib/live/chat-hub';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chat hub', () => {
  beforeEach(() => {
    stored = Array.from({ length: 60 }, (_, index) => message(index + 1));
    readChat.mockClear();
  });

  it('fans one upstream subscription out to every listener and serves joins from memory', async () => {
    const seen: HubEvent[][] = [[], [], []];
    const unsubscribe = seen.map((events) => subscribeRoom(7, (event) => events.push(event)));
    await tick();
    const history = await joinHistory(7, null);
    expect(history.map((item) => item.id)).toEqual(Array.from({ length: 50 }, (_, index) => index + 11));
    expect(await joinHistory(7, 58)).toEqual([message(59), message(60)]);
    const upstreamCalls = readChat.mock.calls.length;

    stored.push(message(61));
    wake?.();
    await tick();
    await tick();
    for (const events of seen) expect(events).toEqual([{ type: 'messages', messages: [message(61)] }]);
    // 3 listeners, 2 joins: still one history read and one long-poll at a time.
    expect(upstreamCalls).toBe(2);
    unsubscribe.forEach((stop) => stop());
    wake?.();
  });

  it('falls back to the upstream when the gap is older than what it keeps', async () => {
    const stop = subscribeRoom(7, () => undefined);
    await tick();
    readChat.mockClear();
    const resumed = await joinHistory(7, 3);
    expect(readChat).toHaveBeenCalledWith(7, { afterId: 3, limit: 200 });
    expect(resumed[0].id).toBe(4);
    stop();
    wake?.();
  });
});
