/**
 * Calls `collect` once when `idleMs` pass without a request, and again only after the next request
 * has come and gone quiet. `onRequest` is called for every request: it re-arms one timer (refresh), so
 * a busy server pays a timer refresh per request and never collects. Used by runtime/idle-gc.mjs.
 */
export function idleCollector(idleMs, collect) {
  let timer = null;
  return {
    onRequest() {
      if (timer) {
        timer.refresh();
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        collect();
      }, idleMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
