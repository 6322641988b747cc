import 'server-only';
import { isAppError } from '@/lib/errors';
import { joinHistory, subscribeRoom, type HubEvent } from './chat-hub';
import type { ChatMessage } from './schemas';

/**
 * Why Server-Sent Events + POST and not a WebSocket: route handlers can stream but cannot hold a
 * WebSocket, and an upgrade through `next start` needs a custom server that Next's own upgrade
 * listener fights (STACK-NOTES). SSE is plain HTTP through every proxy and WebView, reconnects with
 * Last-Event-ID, and chat is mostly one-way: sends are rare and go through the ordinary BFF POST
 * with session and CSRF checks.
 *
 * Why a sink and not a web ReadableStream: one message goes to every viewer of a room at once, and
 * an App Router response pipes each chunk through web streams (a pipeTo read, an async write and
 * their promises per chunk per client) before it reaches the socket. pages/api/…/chat/stream.ts
 * hands this module Node's response as the sink instead: one res.write per client per turn.
 */
const HEARTBEAT_MS = 15_000;
const RETRY_HINT_MS = 1_000;
/**
 * A viewer whose connection takes bytes slower than the room produces them (a phone in a tunnel)
 * would otherwise have every message held in this server's memory until it catches up. Past this
 * backlog its stream ends; the client reconnects with Last-Event-ID and gets what it missed from the
 * history (RETRY_HINT_MS later), which costs the server nothing while it is away.
 */
export const MAX_BACKLOG_BYTES = 256 * 1024;

export const CHAT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform keeps `next start`'s compression from buffering the stream.
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

/** Where one client's bytes go: Node's response in production, an array in the unit tests. */
export interface ChatSink {
  write(bytes: Uint8Array): void;
  close(): void;
  /** Ends the connection now, dropping what is still buffered for it (Node: res.destroy()). */
  abort(): void;
  /** Bytes written but not yet taken by the client (Node: res.writableLength). */
  backlog(): number;
}

export interface ChatStreamRequest {
  secFetchSite: string | null;
  lastEventId: string | null;
  /** The `?afterId=` query, used when there is no Last-Event-ID header. */
  afterId: string | null;
}

export type ChatStreamOpening =
  | {
      ok: true;
      /** Starts the stream into `sink`; the returned function ends it (the client left). */ attach(
        sink: ChatSink,
      ): () => void;
    }
  | { ok: false; status: number; code: number; message: string };

function resumeId({ lastEventId, afterId }: ChatStreamRequest): number | null {
  const raw = lastEventId ?? afterId;
  if (raw === null || raw === '') return null;
  const id = Number(raw);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

function frame(message: ChatMessage): string {
  return `id: ${message.id}\ndata: ${JSON.stringify(message)}\n\n`;
}

const encoder = new TextEncoder();

/**
 * The wire bytes of one hub event, made once and shared by every client of the room (1,000 viewers:
 * one JSON.stringify and one encode per event, not 1,000 — bench-chat measured the difference).
 * The hub hands the same event object to every listener, so a WeakMap is the cache.
 */
const encodedEvents = new WeakMap<HubEvent, Uint8Array>();
function encodedEvent(event: Exclude<HubEvent, { type: 'reconnect' }>): Uint8Array {
  let bytes = encodedEvents.get(event);
  if (!bytes) {
    const text =
      event.type === 'messages'
        ? event.messages.map(frame).join('')
        : event.type === 'removed'
          ? `event: removed\ndata: ${JSON.stringify(event.ids)}\n\n`
          : `event: viewers\ndata: ${JSON.stringify({ viewers: event.viewers })}\n\n`;
    bytes = encoder.encode(text);
    encodedEvents.set(event, bytes);
  }
  return bytes;
}

/**
 * Chunks of one turn of the event loop go out as one write per client (a long-poll answer with
 * removals and messages, or several events), and one setImmediate flushes every client of the turn:
 * a message to 1,000 viewers is 1,000 writes in one callback, not 1,000 callbacks.
 */
interface Outbox {
  queued: Uint8Array[];
  sink: ChatSink;
  /** The sink threw (its client is gone): the stream ends. */
  fail(): void;
  /** The client is MAX_BACKLOG_BYTES behind: the stream ends so that it reconnects and resumes. */
  overflow(): void;
}
const dirty = new Set<Outbox>();
let flushScheduled = false;

function flushOutbox(outbox: Outbox) {
  dirty.delete(outbox);
  const chunks = outbox.queued;
  if (chunks.length === 0) return;
  outbox.queued = [];
  try {
    outbox.sink.write(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    if (outbox.sink.backlog() > MAX_BACKLOG_BYTES) outbox.overflow();
  } catch {
    outbox.fail();
  }
}

function flushAll() {
  flushScheduled = false;
  for (const outbox of dirty) flushOutbox(outbox);
}

function enqueue(outbox: Outbox, bytes: Uint8Array) {
  if (outbox.queued.push(bytes) > 1) return;
  dirty.add(outbox);
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushAll);
  }
}

export async function openChatStream(request: ChatStreamRequest, roomId: number): Promise<ChatStreamOpening> {
  if (request.secFetchSite === 'cross-site') return { ok: false, status: 403, code: 403, message: '非法的跨站请求' };
  const resume = resumeId(request);
  const pending: HubEvent[] = [];
  let deliver: ((event: HubEvent) => void) | null = null;
  // Subscribe before reading history so nothing published in between is lost; ids drop duplicates.
  const unsubscribe = subscribeRoom(roomId, (event) => (deliver ? deliver(event) : pending.push(event)));

  let initial: ChatMessage[];
  try {
    initial = await joinHistory(roomId, resume);
  } catch (error) {
    unsubscribe();
    if (isAppError(error)) return { ok: false, status: error.status, code: error.code, message: error.message };
    throw error;
  }

  let attached = false;
  return {
    ok: true,
    attach(sink) {
      if (attached) throw new Error('a chat stream has one sink');
      attached = true;
      let lastSent = resume ?? 0;
      let open = true;
      const outbox: Outbox = {
        queued: [],
        sink,
        fail: () => end(),
        // Its buffered bytes are dropped with the connection: it resumes them from the history.
        overflow: () => {
          end();
          sink.abort();
        },
      };
      const push = (bytes: Uint8Array) => open && enqueue(outbox, bytes);
      const write = (text: string) => push(encoder.encode(text));
      // Started before anything below can end the stream (a pending reconnect), so end() always clears it.
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        if (!open) return;
        open = false;
        unsubscribe();
        clearInterval(heartbeat);
        dirty.delete(outbox);
        outbox.queued = [];
      };
      const send = (messages: ChatMessage[]) => {
        const fresh = messages.filter((message) => message.id > lastSent);
        if (fresh.length === 0) return;
        write(fresh.map(frame).join(''));
        lastSent = fresh[fresh.length - 1].id;
      };
      deliver = (event) => {
        if (!open) return;
        if (event.type === 'reconnect') {
          flushOutbox(outbox);
          end();
          sink.close();
          return;
        }
        if (event.type !== 'messages') return push(encodedEvent(event));
        // The common case: this client has none of them yet and takes the shared bytes.
        if (event.messages.length > 0 && event.messages[0].id > lastSent) {
          push(encodedEvent(event));
          lastSent = event.messages[event.messages.length - 1].id;
        } else send(event.messages);
      };
      write(`retry: ${RETRY_HINT_MS}\n\n`);
      send(initial);
      write(`event: ready\ndata: ${JSON.stringify({ lastId: lastSent })}\n\n`);
      for (const event of pending.splice(0)) deliver(event);
      return end;
    },
  };
}
