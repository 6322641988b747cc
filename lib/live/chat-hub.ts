import 'server-only';
import { randomUUID } from 'node:crypto';
import { claimRoom, listenRoom, publishRoom, releaseRoom, type FanoutEnvelope } from './chat-fanout';
import type { ChatMessage, ChatPage } from './schemas';
import { readChat, reportPresence } from './server';
import { processSingleton } from '@/runtime/process-singleton.mjs';

/**
 * One upstream subscription per room per Next instance, fanned out to every SSE client of the room.
 * The subscription is a long-poll (`afterId` + `waitMs`), and the feed keeps the latest messages so
 * a viewer joining (or resuming) is served from memory: 200 viewers cost one upstream request at a
 * time. Several Next instances share one upstream subscription per room through Redis (chat-fanout.ts):
 * the lease holder polls and publishes, every instance delivers; without Redis each instance polls.
 */
export type HubEvent =
  | { type: 'messages'; messages: ChatMessage[] }
  | { type: 'removed'; ids: number[] }
  | { type: 'viewers'; viewers: number }
  | { type: 'reconnect' };
type Listener = (event: HubEvent) => void;

const LONG_POLL_MS = 20_000;
/** The lease holder's poll is shorter than its lease, so it renews the lease between polls. */
const LEADER_POLL_MS = 4_000;
/** How often an instance that does not hold a room's lease checks whether it lapsed (its holder died). */
const FOLLOWER_CHECK_MS = 1_000;
const RETRY_MS = [500, 1_000, 2_000, 5_000];
export const HISTORY_LIMIT = 50;
const RECENT_KEPT = 200;
/** How often each instance tells the upstream how many viewers it streams a room to (and relays the total). */
const PRESENCE_MS = 5_000;
const PRESENCE_COALESCE_MS = 200;
const INSTANCE_ID = `bff-${randomUUID().slice(0, 8)}`;

class RoomFeed {
  private readonly listeners = new Set<Listener>();
  private running = false;
  private lastId: number | null = null;
  private removalSeq = 0;
  private presence: ReturnType<typeof setInterval> | undefined;
  private viewers: number | null = null;
  private pendingReport: ReturnType<typeof setTimeout> | undefined;
  /** The newest messages, oldest first; trusted only while the feed runs (it sees every message). */
  private recent: ChatMessage[] = [];
  private primed: Promise<boolean> = Promise.resolve(false);
  private unlisten: Promise<() => void> | undefined;
  private role: 'leader' | 'follower' | 'local' = 'local';

  constructor(private readonly roomId: number) {}

  get size(): number {
    return this.listeners.size;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    // Follows the viewers, not the poll loop: a loop still finishing its last poll keeps running for a
    // viewer who comes back, and must hear the other instances all the same.
    const relisten = !this.unlisten;
    this.unlisten ??= listenRoom<HubEvent & { removalSeq?: number }>(this.roomId, (envelope) => this.receive(envelope));
    if (!this.running) this.start();
    else if (relisten) {
      // What was published while nobody here listened is not in memory: load the history again.
      this.lastId = null;
      this.recent = [];
      this.prime();
    }
    if (this.viewers !== null) listener({ type: 'viewers', viewers: this.viewers });
    this.presence ??= setInterval(() => void this.reportPresence(), PRESENCE_MS);
    this.reportSoon();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        void this.unlisten?.then((stop) => stop());
        this.unlisten = undefined;
        if (this.role === 'leader') void releaseRoom(this.roomId, INSTANCE_ID);
        clearInterval(this.presence);
        this.presence = undefined;
        // A later first viewer hears the count from its own report, never a stale one.
        this.viewers = null;
      }
      this.reportSoon();
    };
  }

  /** Joins and leaves within PRESENCE_COALESCE_MS make one report: 1,000 viewers arriving are not 1,000 upstream calls. */
  private reportSoon() {
    this.pendingReport ??= setTimeout(() => {
      this.pendingReport = undefined;
      void this.reportPresence();
    }, PRESENCE_COALESCE_MS);
  }

  /** Reports this instance's viewers and relays the room's total to them; a failed report waits for the next. */
  private async reportPresence() {
    try {
      const { viewers } = await reportPresence(this.roomId, INSTANCE_ID, this.listeners.size);
      this.showViewers(viewers);
      // The other instances show the new total now, not at their own next report.
      void publishRoom<HubEvent>(this.roomId, { origin: INSTANCE_ID, event: { type: 'viewers', viewers } });
    } catch {
      // the count shown stays the last one known
    }
  }

  private showViewers(viewers: number) {
    if (this.listeners.size === 0 || viewers === this.viewers) return;
    this.viewers = viewers;
    this.emit({ type: 'viewers', viewers });
  }

  /** What another instance published for this room (it holds the lease, or learnt a viewer total). */
  private receive({ origin, event }: FanoutEnvelope<HubEvent & { removalSeq?: number }>) {
    if (origin === INSTANCE_ID) return;
    if (event.type === 'viewers') return this.showViewers(event.viewers);
    if (event.type === 'reconnect') return this.emit(event);
    if (event.type === 'removed') {
      if (event.removalSeq !== undefined) this.removalSeq = Math.max(this.removalSeq, event.removalSeq);
      const removed = new Set(event.ids);
      this.recent = this.recent.filter((message) => !removed.has(message.id));
      return this.emit({ type: 'removed', ids: event.ids });
    }
    // Ids only grow: a message already heard (from history, or before a lease moved) is not sent twice.
    const fresh = event.messages.filter((message) => this.lastId === null || message.id > this.lastId);
    if (fresh.length === 0) return;
    this.lastId = fresh[fresh.length - 1].id;
    this.recent = [...this.recent, ...fresh].slice(-RECENT_KEPT);
    this.emit({ type: 'messages', messages: fresh });
  }

  /** A page read from the upstream: applied here, and published for the other instances when this one holds the lease. */
  private apply(page: ChatPage) {
    const events: Array<HubEvent & { removalSeq?: number }> = [];
    if (page.reconnect) events.push({ type: 'reconnect' });
    if (page.removed?.length) {
      const removed = new Set(page.removed);
      this.recent = this.recent.filter((message) => !removed.has(message.id));
      events.push({ type: 'removed', ids: page.removed, removalSeq: page.removalSeq });
    }
    if (page.removalSeq !== undefined) this.removalSeq = page.removalSeq;
    const fresh = page.messages.filter((message) => this.lastId === null || message.id > this.lastId);
    if (page.messages.length > 0) this.lastId = Math.max(this.lastId ?? 0, page.lastId ?? 0);
    if (fresh.length > 0) {
      this.recent = [...this.recent, ...fresh].slice(-RECENT_KEPT);
      events.push({ type: 'messages', messages: fresh });
    }
    for (const event of events) {
      this.emit(event);
      if (this.role === 'leader') void publishRoom(this.roomId, { origin: INSTANCE_ID, event });
    }
  }

  /**
   * Messages a joining client needs: the latest HISTORY_LIMIT, or those after `afterId` when the
   * kept window covers that id. Null when memory cannot answer (the caller asks the upstream).
   */
  async snapshot(afterId: number | null): Promise<ChatMessage[] | null> {
    if (!(await this.primed)) return null;
    if (!this.running || this.lastId === null) return null;
    if (afterId === null) return this.recent.slice(-HISTORY_LIMIT);
    if (afterId >= this.lastId) return [];
    const oldest = this.recent[0]?.id;
    if (oldest === undefined || afterId < oldest - 1) return null;
    return this.recent.filter((message) => message.id > afterId);
  }

  private emit(event: HubEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }

  private start() {
    this.running = true;
    this.lastId = null;
    this.recent = [];
    this.prime();
    void this.run();
  }

  /** Loads the latest history; never rejects (an unhandled rejection would take the server down). */
  private prime() {
    this.primed = readChat(this.roomId, { limit: HISTORY_LIMIT }).then(
      (page) => {
        this.recent = page.messages;
        this.lastId = page.lastId;
        this.removalSeq = page.removalSeq ?? 0;
        return true;
      },
      () => false,
    );
  }

  private async run() {
    let failures = 0;
    try {
      while (this.listeners.size > 0) {
        try {
          if (this.lastId === null && !(await this.primed)) throw new Error('history unavailable');
          this.role = await claimRoom(this.roomId, INSTANCE_ID);
          if (this.role === 'follower') {
            await new Promise((resolve) => setTimeout(resolve, FOLLOWER_CHECK_MS));
            continue;
          }
          const waitMs = this.role === 'leader' ? LEADER_POLL_MS : LONG_POLL_MS;
          const page = await readChat(this.roomId, {
            afterId: this.lastId ?? 0,
            afterRemoval: this.removalSeq,
            limit: RECENT_KEPT,
            waitMs,
          });
          failures = 0;
          this.apply(page);
        } catch (error) {
          console.error(
            `[live] chat feed of room ${this.roomId} failed`,
            error instanceof Error ? error.message : error,
          );
          if (this.lastId === null) this.prime();
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]));
          failures += 1;
        }
      }
    } finally {
      this.running = false;
    }
  }
}

const feeds = processSingleton('live.chat-hub', () => new Map<number, RoomFeed>());

function feedOf(roomId: number): RoomFeed {
  let feed = feeds.get(roomId);
  if (!feed) {
    feed = new RoomFeed(roomId);
    feeds.set(roomId, feed);
  }
  return feed;
}

export function subscribeRoom(roomId: number, listener: Listener): () => void {
  return feedOf(roomId).subscribe(listener);
}

/** History for a joining client: from the room's feed when it can answer, else from the upstream. */
export async function joinHistory(roomId: number, afterId: number | null): Promise<ChatMessage[]> {
  const cached = await feedOf(roomId).snapshot(afterId);
  if (cached) return cached;
  const page = await readChat(roomId, afterId === null ? { limit: HISTORY_LIMIT } : { afterId, limit: RECENT_KEPT });
  return page.messages;
}
