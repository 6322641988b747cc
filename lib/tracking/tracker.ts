import { TRACKING_APP_KEY, readDeviceInfo, type DeviceInfo } from './device';
import { isImmediateEvent, shouldSendEvent, type TrackEvent } from './events';
import { apiUrl } from '@/lib/routes/hrefs';

/**
 * Batches events to the buriedPoint BFF with the SPEC §7 payload: a batch leaves after
 * FLUSH_DELAY_MS or at BATCH_SIZE events; membership_conversions_page and isAtonceUpload events go at
 * once; when the page is hidden the rest goes by sendBeacon so nothing is lost.
 */
export const TRACKING_ENDPOINT = apiUrl('/buriedPoint/buried/point/data/submit');
export const BATCH_SIZE = 10;
export const FLUSH_DELAY_MS = 3000;
const MAX_QUEUE = 200;

/** One event of the SPEC §7 event_list. */
export interface TrackingEventRecord {
  event_time: number;
  event_id: string;
  event_label: string;
  event_type: string;
  user_id: string;
  event_attr: Record<string, string | number | boolean>;
}

/**
 * The SPEC §7 payload. The browser leaves aessign empty and user_id blank: the BFF signs with a key
 * the browser must not hold and knows the user from the session (lib/api/server/tracking.ts).
 */
export interface TrackingPayload extends DeviceInfo {
  aessign: string;
  upload_time: number;
  event_time: number;
  app_key: string;
  event_list: TrackingEventRecord[];
}

/** Resolves true when the batch is done with (delivered, or refused as malformed: retrying cannot help). */
export type Transport = (payload: TrackingPayload, options: { beacon: boolean }) => Promise<boolean>;

export interface TrackerOptions {
  transport: Transport;
  device: () => DeviceInfo;
  now?: () => number;
  userId?: () => string;
}

export interface Tracker {
  track(event: TrackEvent): boolean;
  flush(options?: { beacon?: boolean }): Promise<void>;
  pending(): number;
}

export function buildPayload(records: TrackingEventRecord[], device: DeviceInfo, uploadTime: number): TrackingPayload {
  return {
    aessign: '',
    ...device,
    upload_time: uploadTime,
    event_time: records[0]?.event_time ?? uploadTime,
    app_key: TRACKING_APP_KEY,
    event_list: records,
  };
}

export function createTracker({ transport, device, now = Date.now, userId = () => '' }: TrackerOptions): Tracker {
  let queue: TrackingEventRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = async ({ beacon = false } = {}) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const batch = queue.slice(0, 100);
    queue = queue.slice(batch.length);
    let delivered = false;
    try {
      delivered = await transport(buildPayload(batch, device(), now()), { beacon });
    } catch {
      delivered = false;
    }
    if (!delivered) queue = [...batch, ...queue].slice(-MAX_QUEUE);
    else if (queue.length > 0) await flush({ beacon });
  };

  return {
    track(event) {
      if (!shouldSendEvent(event)) return false;
      queue.push({
        event_time: now(),
        event_id: event.eventId.slice(0, 64),
        event_label: (event.eventLabel ?? '').slice(0, 128),
        event_type: event.eventType ?? 'click',
        user_id: userId(),
        event_attr: event.eventAttr ?? {},
      });
      if (queue.length > MAX_QUEUE) queue = queue.slice(-MAX_QUEUE);
      if (isImmediateEvent(event) || queue.length >= BATCH_SIZE) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
      return true;
    },
    flush,
    pending: () => queue.length,
  };
}

/** Set once this engine refused a keepalive fetch that a plain one then delivered. */
let keepaliveRefused = false;

/**
 * Beacon at unload, else fetch with keepalive. Chromium before 81 (Android webviews our users still
 * have) refuses both for a JSON body: sendBeacon throws for an application/json Blob and a keepalive
 * fetch fails, as it would need a CORS preflight. There the batch goes by a plain fetch instead.
 */
export const browserTransport: Transport = async (payload, { beacon }) => {
  const body = JSON.stringify(payload);
  if (beacon && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    try {
      return navigator.sendBeacon(TRACKING_ENDPOINT, new Blob([body], { type: 'application/json' }));
    } catch {
      // An older engine's refusal of the JSON beacon: the fetch below carries the batch.
    }
  }
  const send = (keepalive: boolean) =>
    fetch(TRACKING_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive,
      credentials: 'same-origin',
    });
  let response: Response;
  if (keepaliveRefused) response = await send(false);
  else {
    try {
      response = await send(true);
    } catch {
      response = await send(false);
      keepaliveRefused = true;
    }
  }
  // 4xx: the BFF refused this batch as malformed; keeping it would block every later batch.
  return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
};

let shared: Tracker | null = null;

/** The page's tracker; the first use also sends what is left when the page is hidden. */
export function browserTracker(): Tracker {
  if (shared) return shared;
  const tracker = createTracker({ transport: browserTransport, device: readDeviceInfo });
  const onHide = () => void tracker.flush({ beacon: true });
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onHide();
  });
  shared = tracker;
  return tracker;
}

/** Tracks one event from client code; false when the send rule drops it. */
export function track(event: TrackEvent): boolean {
  if (typeof window === 'undefined') return false;
  return browserTracker().track(event);
}

export function trackPageView(eventId: string, pageLabel: string, path: string): boolean {
  return track({ eventId, eventLabel: pageLabel, eventType: 'page', eventAttr: { path } });
}
