/** SPEC §8: a script chunk failure raises ChunkLoadError; a style chunk failure a CSS chunk load failure. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return /Loading (CSS )?chunk \S+ failed|Failed to load (chunk|CSS)|Failed to fetch dynamically imported module|CSS_CHUNK_LOAD_FAILED|Importing a module script failed/i.test(
    text,
  );
}

/** SPEC §9: a script chunk that has not loaded after 120000 ms has failed. */
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;

function isChunkScript(node: Node): node is HTMLScriptElement {
  return node instanceof HTMLScriptElement && node.src.includes('/_next/static/');
}

/**
 * Watches the script chunks the loader adds from now on: one that neither loads nor fails within
 * `timeoutMs` calls `onTimeout` with a ChunkLoadError (SPEC §8), as a failed one would. The bundler's
 * runtime waits on a stalled request for ever. Returns the function that stops watching.
 */
export function watchScriptChunks(
  onTimeout: (error: Error) => void,
  timeoutMs: number = SCRIPT_CHUNK_TIMEOUT_MS,
  root: Node = document,
): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const watch = (script: HTMLScriptElement) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const error = new Error(`Loading chunk ${script.src} failed. (timeout: ${script.src})`);
      error.name = 'ChunkLoadError';
      onTimeout(error);
    }, timeoutMs);
    timers.add(timer);
    const settle = () => {
      clearTimeout(timer);
      timers.delete(timer);
    };
    script.addEventListener('load', settle, { once: true });
    script.addEventListener('error', settle, { once: true });
  };
  const observer = new MutationObserver((records) => {
    records.forEach((record) => record.addedNodes.forEach((node) => isChunkScript(node) && watch(node)));
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  };
}
