import puppeteer, { type Browser, type Page } from 'puppeteer-core';
// @ts-expect-error — a plain ESM script without type declarations.
import { oldChromium } from '../../scripts/old-chromium.mjs';

/** User agents of the phones these engines stand in for (the engine's own version in the Chrome token). */
export function browserUserAgent(major: number): string {
  return `Mozilla/5.0 (Linux; Android 9; MI 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.3904.108 Mobile Safari/537.36`;
}

/** The app's own webview on the same phone: the system WebView's UA with the app's marker (lib/bridge/native-context.ts). */
export function appUserAgent(major: number, appVersion = '2.0.60'): string {
  return `Mozilla/5.0 (Linux; Android 9; MI 8 Build/PKQ1; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/${major}.0.3904.108 Mobile Safari/537.36 LlczdApp/${appVersion}`;
}

export interface Engine {
  major: number;
  browser: Browser;
}

export async function launchEngine(major: number): Promise<Engine> {
  const { executablePath, env, args } = oldChromium(major) as {
    executablePath: string;
    env: Record<string, string>;
    args: string[];
  };
  const browser = await puppeteer.launch({
    executablePath,
    env,
    args,
    headless: true,
    defaultViewport: null,
    timeout: 60_000,
  });
  return { major, browser };
}

export interface Phone {
  page: Page;
  /** Uncaught exceptions and unhandled rejections the page raised (what a syntax error in a chunk shows as). */
  errors: string[];
  close(): Promise<void>;
}

export interface PhoneOptions {
  inApp?: boolean;
  theme?: 'light' | 'dark';
  /** Cookies to start with (a session from the login journey). */
  cookies?: { name: string; value: string }[];
}

/** A fresh incognito phone (375×812) on this engine, as a browser or as the app's webview. */
export async function openPhone(
  engine: Engine,
  baseUrl: string,
  { inApp = false, theme, cookies = [] }: PhoneOptions = {},
): Promise<Phone> {
  const context = await engine.browser.createIncognitoBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await page.setUserAgent(inApp ? appUserAgent(engine.major) : browserUserAgent(engine.major));
  const headers: Record<string, string> = { 'accept-language': 'zh-CN,zh;q=0.9' };
  if (inApp) Object.assign(headers, { 'x-app-version': '2.0.60', 'x-device-os-name': 'android' });
  if (theme) headers['x-app-theme'] = theme;
  await page.setExtraHTTPHeaders(headers);
  await page.emulateTimezone('Asia/Shanghai');
  const all = [...cookies, ...(inApp ? [{ name: 'h5_bridge_sim', value: '1' }] : [])];
  if (all.length) await page.setCookie(...all.map((cookie) => ({ ...cookie, url: baseUrl })));
  const errors: string[] = [];
  page.on('pageerror', (error: Error) => errors.push(error.message.split('\n')[0]));
  return { page, errors, close: () => context.close() };
}

/** A page that moves on (a client-side redirect) while the sign is awaited: wait again on the new document. */
const NAVIGATED = /context was destroyed|does not belong to the document|Cannot find context|Target closed/;

/** Resolves once React has hydrated the page's root (`<html data-hydrated="armed">`, lib/browser/armed.ts). */
export async function hydrated(page: Page, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await page.waitForSelector('html[data-hydrated="armed"]', { timeout: Math.max(1, deadline - Date.now()) });
      return;
    } catch (error) {
      if (!NAVIGATED.test((error as Error).message) || Date.now() >= deadline) throw error;
    }
  }
}
