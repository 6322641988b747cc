import type { ChatMessage, ChatPage } from '@/lib/live/schemas';

/**
 * The hub with the cross-instance fan-out: as a follower it never polls the upstream and
 * delivers what the lease holder publishes; as the holder it polls and publishes what it reads.
 */
const message = (id: number): ChatMessage => ({
  id,
  roomId: 4,
  userId: 1,
  nickname: 'a',
  role: 'viewer',
  content: `m${id}`,
  createdAt: '',
});

let role: 'leader' | 'follower' = 'follower';
let deliver: ((envelope: { origin: string; event: unknown }) => void) | null = null;
const published: Array<{ origin: string; event: unknown }> = [];
jest.mock('@/lib/live/chat-fanout', () => ({
  claimRoom: async () => role,
  releaseRoom: async () => undefined,
  publishRoom: async (_room: number, envelope: { origin: string; event: unknown }) => {
    published.push(envelope);
    return true;
  },
  listenRoom: async (_room: number, handler: (envelope: { origin: string; event: unknown }) => void) => {
    deliver = handler;
    return () => (deliver = null);
  },
}));

let stored: ChatMessage[] = [message(1), message(2)];
const polls: number[] = [];
const readChat = jest.fn(async (_roomId: number, query: { afterId?: number; waitMs?: number }): Promise<ChatPage> => {
  if (query.waitMs) polls.push(query.afterId ?? 0);
  const messages = stored.filter((item) => item.id > (query.afterId ?? 0));
  if (query.waitMs && messages.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  return { messages, lastId: messages.at(-1)?.id ?? query.afterId ?? 0 };
});
jest.mock('@/lib/live/server', () => ({
  readChat: (...args: Parameters<typeof readChat>) => readChat(...args),
  reportPresence: async () => ({ viewers: 1 }),
}));

import { subscribeRoom, type HubEvent } from '@/lib/live/chat-hub';
import { until } from '../../fixtures/until';

describe('chat hub across instances', () => {
  it('a follower does not poll the upstream and delivers what the holder publishes, once', async () => {
    const events: HubEvent[] = [];
    const stop = subscribeRoom(4, (event) => events.push(event));
    await until(() => deliver !== null, 'the room subscription');
    deliver!({ origin: 'bff-other', event: { type: 'messages', messages: [message(3)] } });
    deliver!({ origin: 'bff-other', event: { type: 'messages', messages: [message(3)] } });
    deliver!({ origin: 'bff-other', event: { type: 'removed', ids: [2], removalSeq: 1 } });
    deliver!({ origin: 'bff-other', event: { type: 'viewers', viewers: 9 } });
    expect(events.filter((event) => event.type !== 'viewers' || event.viewers === 9)).toEqual([
      { type: 'messages', messages: [message(3)] },
      { type: 'removed', ids: [2] },
      { type: 'viewers', viewers: 9 },
    ]);
    expect(polls).toEqual([]);

    // The holder died: this instance takes the lease and polls from the last id it heard.
    role = 'leader';
    stored = [message(1), message(2), message(3), message(4)];
    await until(
      () => events.some((event) => event.type === 'messages' && event.messages[0].id === 4),
      'the poll as holder',
      5_000,
    );
    expect(polls[0]).toBe(3);
    expect(
      published.some(
        (envelope) => JSON.stringify(envelope.event) === JSON.stringify({ type: 'messages', messages: [message(4)] }),
      ),
    ).toBe(true);
    stop();
  });
});
