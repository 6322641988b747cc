'use client';

import { useEffect } from 'react';
import { useArmedSign } from '@/lib/browser/armed';
import { isChunkLoadError, watchScriptChunks } from '@/lib/ui/chunk-error';
import { pageUrl } from '@/lib/routes/hrefs';

const RELOADED_KEY = 'h5:chunk-reload';

/**
 * Chunk failures outside a render (a lazy import in an event handler, a failed <script>/<link>)
 * reload the page once; a second failure in a row goes to the recoverable /abnormal page. A script
 * chunk still loading after 120 s counts as failed (SPEC §9).
 */
export function ChunkErrorListener() {
  useEffect(() => {
    const recover = () => {
      let reloadedBefore = false;
      try {
        reloadedBefore = sessionStorage.getItem(RELOADED_KEY) === '1';
        sessionStorage.setItem(RELOADED_KEY, '1');
      } catch {
        reloadedBefore = true;
      }
      if (reloadedBefore) {
        const from = `${window.location.pathname}${window.location.search}`;
        // A hard navigation on purpose: the client router itself may be what failed to load.
        window.location.href = pageUrl('/abnormal', { reason: 'network', from });
      } else {
        window.location.reload();
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) recover();
    };
    const onResourceError = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (!target || !('tagName' in target)) return;
      const source =
        target instanceof HTMLScriptElement
          ? target.src
          : target instanceof HTMLLinkElement && target.rel === 'stylesheet'
            ? target.href
            : '';
      if (source.includes('/_next/static/')) recover();
    };
    const settled = window.setTimeout(() => {
      try {
        sessionStorage.removeItem(RELOADED_KEY);
      } catch {
        // storage unavailable
      }
    }, 10_000);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onResourceError, true);
    const stopWatching = watchScriptChunks(() => recover());
    return () => {
      stopWatching();
      window.clearTimeout(settled);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onResourceError, true);
    };
  }, []);
  useArmedSign('chunkRecovery');
  return null;
}
