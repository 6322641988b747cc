'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { nativeStorageGet, nativeStorageRemove, nativeStorageSet } from '@/lib/bridge/calls';
import { alertStorageFailure, writeWebStorage } from '@/lib/ui/web-storage';

const CHANGED = 'h5:local-list';
// In the app: the lists as the app's storage holds them (the webview's localStorage may be cleared or unavailable).
const appValues = new Map<string, string>();

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
 * In the app the list lives in the app's native storage (SPEC §7), read once on mount and written on
 * every change, with localStorage as the page's copy.
 */
export function useLocalList<T>(
  key: string,
  accept: (item: unknown) => item is T,
  max: number,
): [T[], (items: T[] | null) => void] {
  const { inApp } = useNativeContext();
  useEffect(() => {
    if (!inApp) return;
    let active = true;
    nativeStorageGet(key).then(
      (value) => {
        if (!active || value === null) return;
        appValues.set(key, value);
        window.dispatchEvent(new Event(CHANGED));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [inApp, key]);
  const raw = useSyncExternalStore(
    subscribe,
    () => {
      const fromApp = appValues.get(key);
      if (fromApp !== undefined) return fromApp;
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
      const value = next ? JSON.stringify(next.slice(0, max)) : null;
      if (inApp) {
        if (value === null) appValues.delete(key);
        else appValues.set(key, value);
        (value === null ? nativeStorageRemove(key) : nativeStorageSet(key, value)).catch(() => undefined);
      }
      try {
        writeWebStorage('local', key, value);
      } catch (error) {
        // SPEC §8 1001: outside the app nothing is kept, and the user is told why (in the app the
        // native storage holds the list).
        if (!inApp) alertStorageFailure(error);
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    [key, max, inApp],
  );
  return [items, write];
}
