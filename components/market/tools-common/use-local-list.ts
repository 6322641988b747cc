'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';

const CHANGED = 'h5:local-list';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * A small list kept in this browser's localStorage (recent searches, saved strategies), read as an
 * external store so the server render (empty) and the browser agree. Without storage it stays empty.
 */
export function useLocalList<T>(key: string, accept: (item: unknown) => item is T, max: number): [T[], (items: T[] | null) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => {
      try {
        return localStorage.getItem(key) ?? '[]';
      } catch {
        return '[]';
      }
    },
    () => '[]',
  );
  const items = useMemo(() => {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(accept).slice(0, max) : [];
    } catch {
      return [];
    }
  }, [raw, accept, max]);
  const write = useCallback(
    (next: T[] | null) => {
      try {
        if (next) localStorage.setItem(key, JSON.stringify(next.slice(0, max)));
        else localStorage.removeItem(key);
      } catch {
        // No storage (private mode): nothing is kept.
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    [key, max],
  );
  return [items, write];
}
