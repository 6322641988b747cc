/**
 * In-process cache for public market data (ARCHITECTURE rule 8): answers stay fresh for `freshMs`,
 * concurrent reads of one key share one call, and when the upstream fails the last good answer is
 * served and marked stale. Never used for per-user data.
 */
export interface CachedResult<T> {
  data: T;
  /** Served from the last good answer because the upstream call failed. */
  stale: boolean;
  fetchedAt: number;
}

interface Entry {
  data: unknown;
  fetchedAt: number;
}

export class LastGoodCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedResult<unknown>>>();

  constructor(
    private readonly freshMs = 30_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async read<T>(key: string, load: () => Promise<T>): Promise<CachedResult<T>> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.fetchedAt < this.freshMs) return { data: entry.data as T, stale: false, fetchedAt: entry.fetchedAt };
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<CachedResult<T>>;
    const call = (async () => {
      try {
        const data = await load();
        const fetchedAt = this.now();
        this.entries.delete(key);
        this.entries.set(key, { data, fetchedAt });
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
        return { data, stale: false, fetchedAt };
      } catch (error) {
        const last = this.entries.get(key);
        if (last) return { data: last.data as T, stale: true, fetchedAt: last.fetchedAt };
        throw error;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, call);
    return call;
  }

  clear() {
    this.entries.clear();
  }
}
