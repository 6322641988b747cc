'use client';

import { apiUrl } from '@/lib/routes/hrefs';
import { BRIDGE_READY_EVENT, type BridgeReply } from './protocol';

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
 */
export interface SimulatorConfig {
  login?: 'ok' | 'cancel' | 'unsupported';
  unsupported?: string[];
  noBridge?: boolean;
  delayMs?: number;
  settings?: { theme?: string; fontSize?: string };
  payment?: 'ok' | 'cancel';
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
};

const storage = new Map<string, string>();
let selfStocks: string[] = ['600519', '000001'];

function answer(method: string, params: Record<string, unknown>, config: SimulatorConfig): BridgeReply {
  if (config.unsupported?.includes(method)) return { ok: false, code: 'unsupported', message: `${method} unsupported` };
  switch (method) {
    case 'login':
      if (config.login === 'cancel') return { ok: false, code: 'cancelled' };
      if (config.login === 'unsupported') return { ok: false, code: 'unsupported' };
      return { ok: true, data: { loggedIn: true } };
    case 'storage': {
      const key = String(params.key ?? '');
      if (params.action === 'set') storage.set(key, String(params.value ?? ''));
      if (params.action === 'remove') storage.delete(key);
      return { ok: true, data: storage.get(key) ?? null };
    }
    case 'selfStockSync': {
      const codes = Array.isArray(params.codes) ? params.codes.map(String) : [];
      if (params.action === 'add') selfStocks = [...new Set([...selfStocks, ...codes])];
      if (params.action === 'remove') selfStocks = selfStocks.filter((code) => !codes.includes(code));
      return { ok: true, data: selfStocks };
    }
    case 'photos':
      return { ok: true, data: [] };
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
  if (config.unsupported?.includes('payment')) return { ok: false, code: 'unsupported', message: 'payment unsupported' };
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
  w.LlczdNative = {
    simulated: true,
    postMessage(message: string) {
      const { id, method, params } = JSON.parse(message) as { id: string; method: string; params: Record<string, unknown> };
      w.__llczdBridgeCalls!.push({ method, params, at: Date.now() });
      saveCalls(w.__llczdBridgeCalls!);
      const pending = method === 'payment' ? simulatePayment(params ?? {}, config) : Promise.resolve(answer(method, params ?? {}, config));
      void pending.then((reply) => setTimeout(() => {
        w.__llczdBridgeCallback?.(id, reply);
        // Plays the app opening the pushed page (in a real app: a new native page).
        if (method === 'push' && reply.ok && typeof params?.url === 'string') window.location.assign(params.url);
      }, config.delayMs ?? 20));
    },
  };
  document.documentElement.dataset.bridgeSimulator = 'on';
  window.dispatchEvent(new Event(BRIDGE_READY_EVENT));
}
