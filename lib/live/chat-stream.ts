import 'server-only';
import type { NextRequest } from 'next/server';
import { errorResponse } from '@/lib/api/handler';
import { isAppError } from '@/lib/errors';
import { joinHistory, subscribeRoom, type HubEvent } from './chat-hub';
import type { ChatMessage } from './schemas';

/**
 * Why Server-Sent Events + POST and not a WebSocket: route handlers can stream but cannot hold a
 * WebSocket, and an upgrade through `next start` needs a custom server that Next's own upgrade
 * listener fights (STACK-NOTES). SSE is plain HTTP through every proxy and WebView, reconnects with
 * Last-Event-ID, and chat is mostly one-way: sends are rare and go through the ordinary BFF POST
 * with session and CSRF checks.
 */
const HEARTBEAT_MS = 15_000;
const RETRY_HINT_MS = 1_000;

function resumeId(request: NextRequest): number | null {
  const raw = request.headers.get('last-event-id') ?? request.nextUrl.searchParams.get('afterId');
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

export async function openChatStream(request: NextRequest, roomId: number): Promise<Response> {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return errorResponse(403, '非法的跨站请求', 403);
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
    if (isAppError(error)) return errorResponse(error.code, error.message, error.status);
    throw error;
  }

  let lastSent = resume ?? 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const cleanup = () => {
    unsubscribe();
    clearInterval(heartbeat);
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // Chunks of one turn of the event loop go out as one write (a long-poll answer with removals
      // and messages, or several events): fewer enqueues through the web stream per client.
      let queued: Uint8Array[] = [];
      const flush = () => {
        const chunks = queued;
        queued = [];
        if (chunks.length === 0) return;
        try {
          controller.enqueue(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
        } catch {
          cleanup();
        }
      };
      const push = (bytes: Uint8Array) => {
        if (queued.push(bytes) === 1) setImmediate(flush);
      };
      const write = (text: string) => push(encoder.encode(text));
      const send = (messages: ChatMessage[]) => {
        const fresh = messages.filter((message) => message.id > lastSent);
        if (fresh.length === 0) return;
        write(fresh.map(frame).join(''));
        lastSent = fresh[fresh.length - 1].id;
      };
      deliver = (event) => {
        if (event.type === 'reconnect') {
          flush();
          cleanup();
          try {
            controller.close();
          } catch {
            // already closed by the client
          }
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
      heartbeat = setInterval(() => {
        try {
          write(': ping\n\n');
        } catch {
          cleanup();
        }
      }, HEARTBEAT_MS);
      request.signal.addEventListener('abort', cleanup);
    },
    cancel: cleanup,
  });

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps `next start`'s compression from buffering the stream.
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}
