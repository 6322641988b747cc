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
