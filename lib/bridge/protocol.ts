/**
 * The native bridge protocol (SPEC §7 "native bridge calls"; the SPEC does not show the wire format,
 * so this module defines it):
 *
 * Page → app: one JSON message per call, posted to the interface the app injects:
 *   window.LlczdNative.postMessage('{"id":"b7","method":"login","params":{…}}')
 *   (Android: a @JavascriptInterface named LlczdNative; iOS: a WKScriptMessageHandler named
 *   LlczdNative, reached as window.webkit.messageHandlers.LlczdNative — both are accepted.)
 * App → page, the answer to a call, exactly once per id:
 *   window.__llczdBridgeCallback('b7', { ok: true, data: … })
 *   window.__llczdBridgeCallback('b7', { ok: false, code: 'unsupported' | 'cancelled' | 'failed', message })
 * App → page, unsolicited events (theme or font size changed, page shown again, text updated):
 *   window.__llczdBridgeEvent('themeChange', { theme: 'dark' })
 * Ready: the app dispatches `llczdbridgeready` on window once the interface exists (it may also exist
 * before this module loads). Calls made before that are queued and sent when the bridge is ready;
 * when no bridge shows up within BRIDGE_READY_TIMEOUT_MS they fail with code 'unavailable'.
 * Preload pages (manifest preLoadPage) refuse every call with code 'preload' (SPEC §4).
 */
export type BridgeErrorCode = 'unavailable' | 'unsupported' | 'cancelled' | 'failed' | 'timeout' | 'preload';

export class BridgeError extends Error {
  readonly code: BridgeErrorCode;
  /** SPEC §8: a preload page rejects login with an isPreLoadPage error. */
  readonly isPreLoadPage: boolean;
  constructor(code: BridgeErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'BridgeError';
    this.code = code;
    this.isPreLoadPage = code === 'preload';
  }
}

export type BridgeReply = { ok: true; data?: unknown } | { ok: false; code?: BridgeErrorCode; message?: string };

interface NativeInterface {
  postMessage(message: string): void;
}

interface BridgeWindow {
  LlczdNative?: NativeInterface;
  webkit?: { messageHandlers?: { LlczdNative?: NativeInterface } };
  __llczdBridgeCallback?: (id: string, reply: BridgeReply) => void;
  __llczdBridgeEvent?: (name: string, data?: unknown) => void;
}

export const BRIDGE_READY_EVENT = 'llczdbridgeready';
export const BRIDGE_READY_TIMEOUT_MS = 3000;
const DEFAULT_CALL_TIMEOUT_MS = 60_000;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: BridgeError) => void;
  timer: ReturnType<typeof setTimeout>;
}

const pending = new Map<string, Pending>();
const listeners = new Map<string, Set<(data: unknown) => void>>();
let queue: Array<() => void> = [];
let readyWait: Promise<NativeInterface | null> | null = null;
let sequence = 0;

function bridgeWindow(): BridgeWindow & Window {
  return window as unknown as BridgeWindow & Window;
}

function nativeInterface(): NativeInterface | null {
  const w = bridgeWindow();
  return w.LlczdNative ?? w.webkit?.messageHandlers?.LlczdNative ?? null;
}

/** True on a page the manifest marks preLoadPage (PageShell renders the marker on the server). */
export function isPreloadPage(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[data-preload-page="true"]') !== null;
}

function installReceivers() {
  const w = bridgeWindow();
  if (w.__llczdBridgeCallback) return;
  w.__llczdBridgeCallback = (id, reply) => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    clearTimeout(entry.timer);
    if (reply && reply.ok) entry.resolve(reply.data);
    else entry.reject(new BridgeError(reply?.code ?? 'failed', reply?.message));
  };
  w.__llczdBridgeEvent = (name, data) => {
    listeners.get(name)?.forEach((listener) => listener(data));
  };
}

/** Resolves with the native interface once it exists, or null after the ready timeout. */
export function whenBridgeReady(timeoutMs = BRIDGE_READY_TIMEOUT_MS): Promise<NativeInterface | null> {
  installReceivers();
  const present = nativeInterface();
  if (present) return Promise.resolve(present);
  readyWait ??= new Promise((resolve) => {
    const finish = () => {
      window.removeEventListener(BRIDGE_READY_EVENT, finish);
      clearInterval(poll);
      clearTimeout(timer);
      readyWait = null;
      resolve(nativeInterface());
    };
    window.addEventListener(BRIDGE_READY_EVENT, finish);
    // Some webviews inject the interface without an event: look again now and then.
    const poll = setInterval(() => nativeInterface() && finish(), 100);
    const timer = setTimeout(finish, timeoutMs);
  });
  return readyWait;
}

/** Calls a native method; resolves with the app's data or rejects with a BridgeError. */
export function callNative<T = unknown>(
  method: string,
  params: object = {},
  options: { timeoutMs?: number } = {},
): Promise<T> {
  if (typeof window === 'undefined') return Promise.reject(new BridgeError('unavailable', 'no window'));
  if (isPreloadPage()) return Promise.reject(new BridgeError('preload', 'isPreLoadPage'));
  return new Promise<T>((resolve, reject) => {
    const send = (target: NativeInterface | null) => {
      if (!target) {
        reject(new BridgeError('unavailable', `native bridge unavailable for ${method}`));
        return;
      }
      sequence += 1;
      const id = `b${sequence}`;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new BridgeError('timeout', `${method} timed out`));
      }, options.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS);
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      try {
        target.postMessage(JSON.stringify({ id, method, params }));
      } catch (error) {
        pending.delete(id);
        clearTimeout(timer);
        reject(new BridgeError('failed', error instanceof Error ? error.message : String(error)));
      }
    };
    const present = nativeInterface();
    if (present) {
      installReceivers();
      send(present);
      return;
    }
    queue.push(() => send(nativeInterface()));
    void whenBridgeReady().then(() => {
      const waiting = queue;
      queue = [];
      waiting.forEach((run) => run());
    });
  });
}

/** Fire-and-forget: the caller does not wait for the app (navigation titles, toasts, tracking). */
export function postNative(method: string, params: object = {}): void {
  callNative(method, params).catch(() => undefined);
}

/** Subscribes to an app → page event; returns the unsubscribe function. */
export function onNativeEvent(name: string, listener: (data: unknown) => void): () => void {
  if (typeof window !== 'undefined') installReceivers();
  const set = listeners.get(name) ?? new Set();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
}

/** For tests: forget pending calls and the queue. */
export function resetBridgeForTests() {
  pending.forEach((entry) => clearTimeout(entry.timer));
  pending.clear();
  listeners.clear();
  queue = [];
  readyWait = null;
  sequence = 0;
  const w = bridgeWindow();
  delete w.__llczdBridgeCallback;
  delete w.__llczdBridgeEvent;
}
