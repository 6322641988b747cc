import type { SharedStore } from '@/lib/store/shared-store';

/**
 * The cache of public, non-personal reads (ARCHITECTURE rule 8): a fresh copy skips the
 * upstream; a miss loads once however many requests ask at the same time; when the load fails the last
 * good copy is served, marked stale, for up to `keepStaleMs` after it was fetched. Copies are kept in
 * the shared store (Redis when REDIS_URL is set, so instances share them) and, parsed, in this process
 * so a fresh hit costs no store round trip or JSON parse. Never pass per-user data through it.
 */
export interface Cached<T> {
  data: T;
  /** The last good copy, served because the load failed. */
  stale: boolean;
  /** When the copy was fetched from the upstream (epoch ms): the page's as-of time. */
  fetchedAt: number;
}

interface Entry {
  data: unknown;
  fetchedAt: number;
}

export interface PublicCacheOptions {
  /** How long a copy is served without asking the upstream. */
  freshMs: number;
  /** How long after its fetch a copy may still be served stale (at least 10 minutes). */
  keepStaleMs: number;
  store: () => Promise<SharedStore>;
  now?: () => number;
  /** Parsed copies kept in this process. */
  maxLocalEntries?: number;
}

const STORE_PREFIX = 'public-read:';

export class PublicCache {
  private readonly local = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Cached<unknown>>>();
  private readonly now: () => number;

  constructor(private readonly options: PublicCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<Cached<T>> {
    const local = this.local.get(key);
    if (local && this.isFresh(local)) return { data: local.data as T, stale: false, fetchedAt: local.fetchedAt };
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<Cached<T>>;
    const call = this.refresh(key, load, local).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return call as Promise<Cached<T>>;
  }

  private async refresh<T>(key: string, load: () => Promise<T>, local: Entry | undefined): Promise<Cached<unknown>> {
    // Another instance may have fetched it already: the shared copy counts as ours.
    const shared = await this.fromStore(key);
    const best = shared && (!local || shared.fetchedAt > local.fetchedAt) ? shared : local;
    if (best && this.isFresh(best)) {
      this.remember(key, best);
      return { data: best.data, stale: false, fetchedAt: best.fetchedAt };
    }
    try {
      const entry: Entry = { data: await load(), fetchedAt: this.now() };
      this.remember(key, entry);
      await this.toStore(key, entry);
      return { data: entry.data, stale: false, fetchedAt: entry.fetchedAt };
    } catch (error) {
      if (best && this.now() - best.fetchedAt <= this.options.keepStaleMs) {
        this.remember(key, best);
        return { data: best.data, stale: true, fetchedAt: best.fetchedAt };
      }
      throw error;
    }
  }

  private isFresh(entry: Entry): boolean {
    return this.now() - entry.fetchedAt < this.options.freshMs;
  }

  private remember(key: string, entry: Entry) {
    this.local.delete(key);
    this.local.set(key, entry);
    if (this.local.size > (this.options.maxLocalEntries ?? 500))
      this.local.delete(this.local.keys().next().value as string);
  }

  // The store is a help, never a new way to fail: an unreachable Redis means "no shared copy". The
  // in-process store (no REDIS_URL) is skipped: it would hold every copy a second time, as JSON, for
  // keepStaleMs whatever its size (a long e2e run: 10 MiB and growing), and share it with nobody.
  private async fromStore(key: string): Promise<Entry | undefined> {
    try {
      const store = await this.options.store();
      if (store.inProcess) return undefined;
      const text = await store.get(STORE_PREFIX + key);
      if (!text) return undefined;
      const entry = JSON.parse(text) as Entry;
      return typeof entry?.fetchedAt === 'number' ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  private async toStore(key: string, entry: Entry) {
    try {
      const store = await this.options.store();
      const ttl = entry.fetchedAt + this.options.keepStaleMs - this.now();
      if (ttl > 0 && !store.inProcess) await store.set(STORE_PREFIX + key, JSON.stringify(entry), ttl);
    } catch {
      // see fromStore
    }
  }

  /** Tests only. */
  clearLocal() {
    this.local.clear();
  }
}
