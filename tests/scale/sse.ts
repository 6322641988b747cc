export type SseEvent = { type: string; id?: string; data: string };

/**
 * An SSE reader of a room's chat stream that keeps every event and waits for one that matches (no
 * sleeps); `ended` resolves when the connection drops (its instance died).
 */
export async function openStream(base: string, roomId: number, lastEventId?: number) {
  const controller = new AbortController();
  const headers: Record<string, string> = lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) };
  const response = await fetch(`${base}/h5/api/live/rooms/${roomId}/chat/stream`, { headers, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`stream ${base}: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  const waiting: Array<() => void> = [];
  let closed = false;
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { type: 'message', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.type = line.slice(7);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) event.data += line.slice(6);
          }
          if (event.data) events.push(event);
          for (const resolve of waiting.splice(0)) resolve();
        }
      }
    } catch {
      // aborted, or the instance died
    } finally {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve();
    }
  })();
  return {
    events,
    ended,
    /** The first event (from the start) that matches; rejects after `timeoutMs`. */
    async until(match: (event: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (closed) throw new Error(`stream ${base} ended before the event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`stream ${base}: no matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    messageIds: () => events.filter((event) => event.type === 'message' && event.id).map((event) => Number(event.id)),
    close: () => controller.abort(),
  };
}

export type Stream = Awaited<ReturnType<typeof openStream>>;
