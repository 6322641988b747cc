import type { HubEvent } from '@/lib/live/chat-hub';
import type { ChatMessage } from '@/lib/live/schemas';

/** The SSE side of the chat fan-out: one encoding per event for every client, none shown twice. */
const listeners = new Set<(event: HubEvent) => void>();
let history: ChatMessage[] = [];
jest.mock('@/lib/live/chat-hub', () => ({
  subscribeRoom: (_roomId: number, listener: (event: HubEvent) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  joinHistory: async (_roomId: number, afterId: number | null) => history.filter((message) => afterId === null || message.id > afterId),
}));
jest.mock('@/lib/api/handler', () => ({ errorResponse: (code: number, message: string, status: number) => new Response(JSON.stringify({ code, message }), { status }) }));

import { NextRequest } from 'next/server';
import { openChatStream } from '@/lib/live/chat-stream';

const message = (id: number): ChatMessage => ({ id, roomId: 1, userId: 1, nickname: '甲', role: 'viewer', content: `第${id}条`, createdAt: '2026-11-20T14:30:00.000Z' });
const emit = (event: HubEvent) => [...listeners].forEach((listener) => listener(event));
const turn = () => new Promise((resolve) => setImmediate(resolve));

async function open(afterId?: number) {
  const controller = new AbortController();
  const url = `http://localhost/h5/api/live/rooms/1/chat/stream${afterId === undefined ? '' : `?afterId=${afterId}`}`;
  const response = await openChatStream(new NextRequest(url, { signal: controller.signal }), 1);
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      chunks.push(value);
    }
  })();
  return { chunks, text: () => Buffer.concat(chunks).toString('utf8'), close: async () => (controller.abort(), await reader.cancel(), await pump) };
}

describe('chat stream fan-out', () => {
  beforeEach(() => {
    listeners.clear();
    history = [message(1), message(2)];
  });

  it('hands every up-to-date client the very same encoded bytes of an event', async () => {
    const clients = await Promise.all([open(), open(), open()]);
    await turn();
    clients.forEach((client) => client.chunks.splice(0));
    emit({ type: 'messages', messages: [message(3), message(4)] });
    emit({ type: 'viewers', viewers: 1234 });
    await turn();
    await turn();
    const [first] = clients[0].chunks;
    // Both events of one turn went out as one write, the same for each client.
    for (const client of clients) {
      expect(client.chunks).toHaveLength(1);
      expect(Buffer.from(client.chunks[0]).equals(Buffer.from(first))).toBe(true);
    }
    expect(clients[0].text()).toBe(`id: 3\ndata: ${JSON.stringify(message(3))}\n\nid: 4\ndata: ${JSON.stringify(message(4))}\n\nevent: viewers\ndata: {"viewers":1234}\n\n`);
    await Promise.all(clients.map((client) => client.close()));
  });

  it('never repeats a message a client already has (a resume overlapping a live event)', async () => {
    history = [message(1), message(2), message(3)];
    const client = await open(1);
    await turn();
    expect(client.text()).toContain('id: 3\n');
    client.chunks.splice(0);
    emit({ type: 'messages', messages: [message(3), message(4)] });
    await turn();
    expect(client.text()).toBe(`id: 4\ndata: ${JSON.stringify(message(4))}\n\n`);
    await client.close();
  });
});
