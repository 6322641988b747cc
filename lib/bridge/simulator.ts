'use client';

import { apiUrl } from '@/lib/routes/hrefs';
import { BRIDGE_READY_EVENT, type BridgeReply } from './protocol';
import { isAtLeast } from './version';

/**
 * Development bridge simulator: plays the native app in an ordinary browser (next dev, or Chromium
 * in the e2e tests) by injecting window.LlczdNative and answering calls the way the app does
 * (lib/bridge/protocol.ts). Every call is recorded in window.__llczdBridgeCalls (kept in
 * sessionStorage across page loads of the tab) so tests can assert them; `push` also opens the page. It is loaded only when the server allows it (lib/bridge/simulator-switch.ts).
 *
 * To use it by hand in `npm run dev`: emulate a phone whose user agent ends in `LlczdApp/2.0.60`
 * (Chromium devtools → Network conditions), run `document.cookie = 'h5_bridge_sim=1; path=/'`
 * and reload; window.__llczdBridgeCalls then lists what the page asked of the "app".
 *
 * Behaviour can be set before the page loads with window.__llczdSimulatorConfig (Playwright
 * addInitScript):
 *   login        'ok' (default) | 'cancel' | 'unsupported'
 *   unsupported  methods answered with code 'unsupported' (an older app)
 *   noBridge     true: never inject the interface (an app without any bridge)
 *   settings     { theme, fontSize } answered to appSettings
 *   payment      'ok' (default: the sandbox provider confirms the order) | 'cancel'
 *   keyboard     { text, submit }: what the user types on the native stock keyboard and whether
 *                they press its confirm key (default: nothing typed, closed)
 *   photos       'ok' (default: as many small PNG images as asked) | 'cancel'
 *   calendar     'ok' (default) | 'denied' (the user refused calendar access)
 *   storage      { key: value } already in the app's storage when the page loads
 *
 * An app answers only the methods its version knows: below the version of SPEC §5 (calendar
 * 2.0.20, keyboard 2.0.55) the simulator answers 'unsupported', as an old app would. Native toasts
 * are drawn on the page (data-simulated-native="toast") the way the app draws them over the webview.
 */
export interface SimulatorConfig {
  login?: 'ok' | 'cancel' | 'unsupported';
  unsupported?: string[];
  noBridge?: boolean;
  delayMs?: number;
  settings?: { theme?: string; fontSize?: string };
  payment?: 'ok' | 'cancel';
  keyboard?: { text?: string; submit?: boolean };
  photos?: 'ok' | 'cancel';
  calendar?: 'ok' | 'denied';
  storage?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  params: unknown;
  at: number;
}

type SimWindow = Window & {
  LlczdNative?: { postMessage(message: string): void; simulated?: boolean };
  __llczdSimulatorConfig?: SimulatorConfig;
  __llczdBridgeCalls?: RecordedCall[];
  __llczdBridgeCallback?: (id: string, reply: BridgeReply) => void;
  __llczdBridgeEvent?: (name: string, data?: unknown) => void;
};

/** The first app version that knows each method (SPEC §5); methods not listed are known to all. */
const METHOD_SINCE: Record<string, string> = { calendar: '2.0.20', keyboard: '2.0.55' };

function appVersion(): string | null {
  return /\bLlczdApp\/(\d+(?:\.\d+)*)/.exec(navigator.userAgent)?.[1] ?? null;
}

// A 1×1 PNG: what the simulated album hands back.
const SAMPLE_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function drawToast(message: string, durationMs: number) {
  const toast = document.createElement('div');
  toast.dataset.simulatedNative = 'toast';
  toast.setAttribute('role', 'status');
  toast.textContent = message;
  toast.style.cssText =
    'position:fixed;left:50%;top:45%;transform:translateX(-50%);z-index:2147483647;padding:8px 14px;border-radius:6px;background:rgba(0,0,0,.75);color:#fff;font-size:14px;pointer-events:none';
  document.body.appendChild(toast);
  setTimeout(() => toast.remove(), Math.max(durationMs, 1000));
}

const STORAGE_KEY = 'h5_bridge_sim_storage';

// The app's storage outlives the page: kept in sessionStorage so the next page load still sees it.
function readAppStorage(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function writeAppStorage(values: Record<string, string>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(values));
  } catch {
    // unavailable: the page's calls are still recorded
  }
}
let selfStocks: string[] = ['600519', '000001'];

function answer(method: string, params: Record<string, unknown>, config: SimulatorConfig): BridgeReply {
  if (config.unsupported?.includes(method)) return { ok: false, code: 'unsupported', message: `${method} unsupported` };
  const since = METHOD_SINCE[method];
  if (since && !isAtLeast(appVersion(), since))
    return { ok: false, code: 'unsupported', message: `${method} unsupported` };
  switch (method) {
    case 'login':
      if (config.login === 'cancel') return { ok: false, code: 'cancelled' };
      if (config.login === 'unsupported') return { ok: false, code: 'unsupported' };
      return { ok: true, data: { loggedIn: true } };
    case 'storage': {
      const key = String(params.key ?? '');
      const values = readAppStorage();
      if (params.action === 'set') values[key] = String(params.value ?? '');
      if (params.action === 'remove') delete values[key];
      if (params.action !== 'get') writeAppStorage(values);
      return { ok: true, data: values[key] ?? null };
    }
    case 'toast':
      drawToast(String(params.message ?? ''), Number(params.duration) || 1000);
      return { ok: true };
    case 'calendar':
      if (config.calendar === 'denied') return { ok: false, code: 'cancelled', message: '未获得日历权限' };
      return { ok: true };
    case 'selfStockSync': {
      const codes = Array.isArray(params.codes) ? params.codes.map(String) : [];
      if (params.action === 'add') selfStocks = [...new Set([...selfStocks, ...codes])];
      if (params.action === 'remove') selfStocks = selfStocks.filter((code) => !codes.includes(code));
      return { ok: true, data: selfStocks };
    }
    case 'photos':
      if (config.photos === 'cancel') return { ok: false, code: 'cancelled' };
      return { ok: true, data: Array.from({ length: Math.max(1, Number(params.count) || 1) }, () => SAMPLE_PHOTO) };
    case 'appSettings':
      return { ok: true, data: config.settings ?? {} };
    default:
      return { ok: true };
  }
}

/**
 * Plays the app's payment: the sandbox provider of the local upstream confirms the order (the Android
 * SDK → a signed notify; the App Store → a signed receipt returned to the page). `payment: 'cancel'`
 * in the config plays a user who backs out.
 */
async function simulatePayment(params: Record<string, unknown>, config: SimulatorConfig): Promise<BridgeReply> {
  if (config.unsupported?.includes('payment'))
    return { ok: false, code: 'unsupported', message: 'payment unsupported' };
  if (config.payment === 'cancel') return { ok: false, code: 'cancelled' };
  const channel = params.channel === 'iap' ? 'iap' : 'app';
  try {
    const response = await fetch(apiUrl('/pay/sandbox/confirm'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_no: String(params.orderNo ?? ''), channel }),
    });
    const envelope = (await response.json()) as { code: number; data?: { receipt: string | null }; message?: string };
    if (envelope.code !== 200) return { ok: false, code: 'failed', message: envelope.message };
    return { ok: true, data: { paid: true, receipt: envelope.data?.receipt ?? null } };
  } catch {
    return { ok: false, code: 'failed', message: '支付失败' };
  }
}

/**
 * Plays the native stock keyboard: types config.keyboard.text one key at a time (reporting each
 * change as a textUpdate event when the page asked for them), then closes with the final text.
 */
async function simulateKeyboard(
  params: Record<string, unknown>,
  config: SimulatorConfig,
  w: SimWindow,
): Promise<BridgeReply> {
  const typed = config.keyboard?.text ?? '';
  let text = typeof params.text === 'string' ? params.text : '';
  for (const key of typed) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    text = (text + key).slice(0, Number(params.maxLength) || 6);
    if (params.textUpdates === true) w.__llczdBridgeEvent?.('textUpdate', { text });
  }
  return { ok: true, data: { text, submitted: config.keyboard?.submit === true } };
}

const CALLS_KEY = 'h5_bridge_sim_calls';

// Calls survive page loads in the tab, so a test can see what a page asked before it navigated.
function restoreCalls(): RecordedCall[] {
  try {
    return JSON.parse(sessionStorage.getItem(CALLS_KEY) ?? '[]') as RecordedCall[];
  } catch {
    return [];
  }
}

function saveCalls(calls: RecordedCall[]) {
  try {
    sessionStorage.setItem(CALLS_KEY, JSON.stringify(calls.slice(-200)));
  } catch {
    // storage full or unavailable: the in-memory record still works
  }
}

export function installBridgeSimulator(): void {
  const w = window as SimWindow;
  const config = w.__llczdSimulatorConfig ?? {};
  w.__llczdBridgeCalls ??= restoreCalls();
  if (config.noBridge || w.LlczdNative) return;
  if (config.storage && sessionStorage.getItem(STORAGE_KEY) === null) writeAppStorage(config.storage);
  w.LlczdNative = {
    simulated: true,
    postMessage(message: string) {
      const { id, method, params } = JSON.parse(message) as {
        id: string;
        method: string;
        params: Record<string, unknown>;
      };
      w.__llczdBridgeCalls!.push({ method, params, at: Date.now() });
      saveCalls(w.__llczdBridgeCalls!);
      const early = answer(method, params ?? {}, config);
      const pending =
        method === 'payment'
          ? simulatePayment(params ?? {}, config)
          : method === 'keyboard' && early.ok
            ? simulateKeyboard(params ?? {}, config, w)
            : Promise.resolve(early);
      void pending.then((reply) =>
        setTimeout(() => {
          w.__llczdBridgeCallback?.(id, reply);
          // Plays the app opening the pushed page (in a real app: a new native page).
          if (method === 'push' && reply.ok && typeof params?.url === 'string') window.location.assign(params.url);
        }, config.delayMs ?? 20),
      );
    },
  };
  document.documentElement.dataset.bridgeSimulator = 'on';
  window.dispatchEvent(new Event(BRIDGE_READY_EVENT));
}
