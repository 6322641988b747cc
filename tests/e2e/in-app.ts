import type { Browser, Page } from '@playwright/test';

/**
 * Pages "inside the app": the in-app user agent and x-app-* headers, with the development bridge
 * simulator (enabled by the h5_bridge_sim cookie on a server started with H5_BRIDGE_SIMULATOR=1)
 * playing the native side and recording every call in window.__llczdBridgeCalls.
 */
export const IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36';

export interface AppOptions {
  version?: string;
  os?: 'ios' | 'android';
  /** What the simulator answers (window.__llczdSimulatorConfig). */
  config?: Record<string, unknown>;
  theme?: 'light' | 'dark';
}

/** A fresh phone context that looks like the app's webview. */
export async function openInApp(
  browser: Browser,
  baseURL: string,
  { version = '2.0.60', os = 'ios', config = {}, theme }: AppOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent: `${os === 'ios' ? IOS_UA : ANDROID_UA} LlczdApp/${version}`,
    extraHTTPHeaders: { 'x-app-version': version, 'x-device-os-name': os, ...(theme ? { 'x-app-theme': theme } : {}) },
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addCookies([{ name: 'h5_bridge_sim', value: '1', url: baseURL }]);
  await context.addInitScript((simulator) => {
    (window as unknown as { __llczdSimulatorConfig: unknown }).__llczdSimulatorConfig = simulator;
  }, config);
  return context.newPage();
}

export type BridgeCall = { method: string; params: Record<string, unknown> };

/**
 * The native calls the simulator recorded in this tab, optionally of one method. A page whose simulator
 * has not loaded yet still shows what earlier pages recorded (the simulator keeps them in sessionStorage).
 */
export function bridgeCalls(page: Page, method?: string): Promise<BridgeCall[]> {
  return page.evaluate((name) => {
    const all = ((window as unknown as { __llczdBridgeCalls?: BridgeCall[] }).__llczdBridgeCalls ??
      JSON.parse(sessionStorage.getItem('h5_bridge_sim_calls') ?? '[]')) as BridgeCall[];
    return name ? all.filter((call) => call.method === name) : all;
  }, method);
}
