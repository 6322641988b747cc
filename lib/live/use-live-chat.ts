'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import type { ChatMessage } from './schemas';
import { apiUrl } from '@/lib/routes/hrefs';

export type ChatConnection = 'connecting' | 'open' | 'reconnecting';

const MAX_KEPT = 300;
const BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000, 15_000];

/** Adds messages by id in order; an id already seen (history replay, own echo) is ignored. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const seen = new Set(current.map((message) => message.id));
  const fresh = incoming.filter((message) => !seen.has(message.id));
  if (fresh.length === 0) return current;
  const merged = [...current, ...fresh].sort((a, b) => a.id - b.id);
  return merged.length > MAX_KEPT ? merged.slice(merged.length - MAX_KEPT) : merged;
}

/** The room's live viewer count, relayed by the chat stream; read by the count in the anchor card. */
const viewerCounts = new Map<number, number>();
const viewerListeners = new Set<() => void>();

function setViewerCount(roomId: number, viewers: number) {
  viewerCounts.set(roomId, viewers);
  for (const listener of viewerListeners) listener();
}

export function useViewerCount(roomId: number, initial: number): number {
  return useSyncExternalStore(
    (listener) => {
      viewerListeners.add(listener);
      return () => viewerListeners.delete(listener);
    },
    () => viewerCounts.get(roomId) ?? initial,
    () => initial,
  );
}

/**
 * Live chat over SSE: history on join, then new messages. After a drop it reconnects with back-off
 * and resumes after the last id it holds (?afterId=), so nothing is shown twice or missed.
 */
export function useLiveChat(roomId: number) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const lastId = useRef<number | null>(null);

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const accept = (incoming: ChatMessage[]) => {
      const newest = incoming.at(-1)?.id;
      if (newest !== undefined && newest > (lastId.current ?? 0)) lastId.current = newest;
      setMessages((current) => mergeMessages(current, incoming));
    };

    const connect = () => {
      const query = lastId.current === null ? '' : `?afterId=${lastId.current}`;
      source = new EventSource(apiUrl(`/live/rooms/${roomId}/chat/stream${query}`));
      source.onmessage = (event) => accept([JSON.parse(event.data) as ChatMessage]);
      // An anchor removed messages: they disappear for every viewer.
      source.addEventListener('removed', (event) => {
        const ids = new Set(JSON.parse((event as MessageEvent<string>).data) as number[]);
        setMessages((current) => current.filter((message) => !ids.has(message.id)));
      });
      source.addEventListener('viewers', (event) =>
        setViewerCount(roomId, (JSON.parse((event as MessageEvent<string>).data) as { viewers: number }).viewers),
      );
      source.addEventListener('ready', (event) => {
        attempt = 0;
        const ready = JSON.parse((event as MessageEvent<string>).data) as { lastId: number };
        if (lastId.current === null || ready.lastId > lastId.current) lastId.current = ready.lastId;
        setConnection('open');
      });
      source.onerror = () => {
        // The browser's own retry would resume from its Last-Event-ID; ours adds back-off and jitter.
        source?.close();
        if (stopped) return;
        setConnection('reconnecting');
        const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] * (0.8 + Math.random() * 0.4);
        attempt += 1;
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [roomId]);

  // The sent message joins the list by id as soon as the BFF answers (the stream's echo of it is then a
  // duplicate and ignored). The composer keeps the draft and shows the failure itself, so a failed or
  // dropped send rejects (`rejects`) rather than looking sent; an expired session is its message too.
  const chat = useBffAction<string, ChatMessage>({
    action: (content, post) => post<ChatMessage>(`/live/rooms/${roomId}/chat/messages`, { content }),
    fallback: '发送失败，请稍后再试',
    refresh: false,
    onLoginError: 'message',
    rejects: true,
    onSuccess: (message) => setMessages((current) => mergeMessages(current, [message])),
  });
  const send = chat.run;

  const remove = useCallback(
    (id: number) => setMessages((current) => current.filter((message) => message.id !== id)),
    [],
  );

  return { messages, connection, send, remove };
}
