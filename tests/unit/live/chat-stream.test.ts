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
  joinHistory: async (_roomId: number, afterId: number | null) =>
    history.filter((message) => afterId === null || message.id > afterId),
}));

import { MAX_BACKLOG_BYTES, openChatStream, type ChatStreamRequest } from '@/lib/live/chat-stream';

const message = (id: number): ChatMessage => ({
  id,
  roomId: 1,
  userId: 1,
  nickname: '甲',
  role: 'viewer',
  content: `第${id}条`,
  createdAt: '2026-11-20T14:30:00.000Z',
});
const emit = (event: HubEvent) => [...listeners].forEach((listener) => listener(event));
const turn = () => new Promise((resolve) => setImmediate(resolve));
const request = (overrides: Partial<ChatStreamRequest> = {}): ChatStreamRequest => ({
  secFetchSite: null,
  lastEventId: null,
  afterId: null,
  ...overrides,
});

/** Every stream a test opened, ended after it (their heartbeat timers would keep Jest running). */
const opened: Array<() => void> = [];
afterEach(() => opened.splice(0).forEach((end) => end()));

/** A client as pages/api/…/chat/stream.ts makes one: every write the response would get, and its end. */
async function open(overrides: Partial<ChatStreamRequest> = {}, { takes = true } = {}) {
  const opening = await openChatStream(request(overrides), 1);
  if (!opening.ok) throw new Error(`refused: ${opening.status}`);
  const chunks: Uint8Array[] = [];
  let closed = false;
  let aborted = false;
  // A client that `takes` reads every byte at once; one that doesn't leaves all it was sent in the backlog.
  const backlog = () => (takes ? 0 : chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  const end = opening.attach({
    write: (bytes) => chunks.push(bytes),
    close: () => (closed = true),
    abort: () => (aborted = true),
    backlog,
  });
  opened.push(end);
  return {
    chunks,
    text: () => Buffer.concat(chunks).toString('utf8'),
    closed: () => closed,
    aborted: () => aborted,
    end,
  };
}

describe('chat stream fan-out', () => {
  beforeEach(() => {
    listeners.clear();
    history = [message(1), message(2)];
  });

  it('opens with the retry hint, the history and ready, in one write', async () => {
    const client = await open();
    expect(client.chunks).toHaveLength(0);
    await turn();
    expect(client.chunks).toHaveLength(1);
    expect(client.text()).toBe(
      `retry: 1000\n\nid: 1\ndata: ${JSON.stringify(message(1))}\n\nid: 2\ndata: ${JSON.stringify(message(2))}\n\nevent: ready\ndata: {"lastId":2}\n\n`,
    );
    client.end();
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
    expect(clients[0].text()).toBe(
      `id: 3\ndata: ${JSON.stringify(message(3))}\n\nid: 4\ndata: ${JSON.stringify(message(4))}\n\nevent: viewers\ndata: {"viewers":1234}\n\n`,
    );
    // One event alone is the shared bytes themselves, not a copy per client.
    clients.forEach((client) => client.chunks.splice(0));
    emit({ type: 'removed', ids: [3] });
    await turn();
    expect(clients[1].chunks[0]).toBe(clients[0].chunks[0]);
    expect(clients[0].text()).toBe('event: removed\ndata: [3]\n\n');
    clients.forEach((client) => client.end());
  });

  it('never repeats a message a client already has (a resume overlapping a live event)', async () => {
    history = [message(1), message(2), message(3)];
    const client = await open({ afterId: '1' });
    await turn();
    expect(client.text()).toContain('id: 3\n');
    expect(client.text()).not.toContain('id: 1\n');
    client.chunks.splice(0);
    emit({ type: 'messages', messages: [message(3), message(4)] });
    await turn();
    expect(client.text()).toBe(`id: 4\ndata: ${JSON.stringify(message(4))}\n\n`);
    client.end();
  });

  it('resumes from Last-Event-ID before ?afterId', async () => {
    history = [message(1), message(2), message(3)];
    const client = await open({ lastEventId: '2', afterId: '0' });
    await turn();
    expect(client.text()).not.toContain('id: 2\n');
    expect(client.text()).toContain('id: 3\n');
    expect(client.text()).toContain('event: ready\ndata: {"lastId":3}\n\n');
    client.end();
  });

  it('refuses a cross-site request before it subscribes', async () => {
    await expect(openChatStream(request({ secFetchSite: 'cross-site' }), 1)).resolves.toEqual({
      ok: false,
      status: 403,
      code: 403,
      message: '非法的跨站请求',
    });
    expect(listeners.size).toBe(0);
  });

  it('a client that leaves is unsubscribed and written to no more, not even what it had queued', async () => {
    const client = await open();
    expect(listeners.size).toBe(1);
    client.end();
    expect(listeners.size).toBe(0);
    await turn();
    expect(client.chunks).toHaveLength(0);
  });

  it('a reconnect from the hub sends what was queued, then ends the stream', async () => {
    const client = await open();
    await turn();
    client.chunks.splice(0);
    emit({ type: 'messages', messages: [message(3)] });
    emit({ type: 'reconnect' });
    expect(client.text()).toBe(`id: 3\ndata: ${JSON.stringify(message(3))}\n\n`);
    expect(client.closed()).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('a reconnect waiting before the client attached ends the stream and leaves no heartbeat running', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const opening = await openChatStream(request(), 1);
      if (!opening.ok) throw new Error('refused');
      emit({ type: 'reconnect' });
      const chunks: Uint8Array[] = [];
      let closed = false;
      opening.attach({
        write: (bytes) => chunks.push(bytes),
        close: () => (closed = true),
        abort: () => undefined,
        backlog: () => 0,
      });
      expect(closed).toBe(true);
      expect(listeners.size).toBe(0);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends the stream of a client that stops taking bytes once its backlog passes the cap, and nobody else', async () => {
    const stuck = await open({}, { takes: false });
    const reading = await open();
    await turn();
    const big = (id: number): ChatMessage => ({ ...message(id), content: '长'.repeat(500) });
    let id = 3;
    while (!stuck.aborted() && id < 2_000) {
      emit({ type: 'messages', messages: [big(id)] });
      id += 1;
      await turn();
    }
    // Cut, not ended: what it had not taken yet is dropped with the connection (a graceful end would keep it buffered).
    expect(stuck.aborted()).toBe(true);
    expect(stuck.closed()).toBe(false);
    const sent = stuck.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    expect(sent).toBeGreaterThan(MAX_BACKLOG_BYTES);
    expect(sent).toBeLessThan(MAX_BACKLOG_BYTES + 4_096);
    // The one still reading got everything and stays subscribed.
    expect(reading.closed() || reading.aborted()).toBe(false);
    expect(reading.text()).toContain(`"id":${id - 1},`);
    expect(listeners.size).toBe(1);
  });

  it('keeps an idle connection alive with a heartbeat comment', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const client = await open();
      await turn();
      client.chunks.splice(0);
      jest.advanceTimersByTime(15_000);
      await turn();
      expect(client.text()).toBe(': ping\n\n');
      client.end();
      jest.advanceTimersByTime(30_000);
      await turn();
      expect(client.text()).toBe(': ping\n\n');
    } finally {
      jest.useRealTimers();
    }
  });
});
