import fs from 'node:fs';
import type { ElementHandle, Page } from 'puppeteer-core';
import { hydrated, openPhone, type Engine, type Phone, type PhoneOptions } from './engines';
import { UPSTREAM_URL } from './server';

/**
 * What the old-engine journeys share. Code that runs in the page is written as strings: the test files
 * are compiled for Node (optional chaining, helper names), which Chromium 78 would not parse.
 */

export const SHOTS_DIR = process.env.COMPAT_SHOTS ?? '/tmp/compat-shots';

export type Cookie = { name: string; value: string };

let sequence = 0;

/** A mobile no other login of this run has used (each has its own SMS resend window). */
export function freshMobile(): string {
  sequence = (sequence + 1) % 100;
  return `17${String(Math.floor(Date.now() / 100) % 1e7).padStart(7, '0')}${String(sequence).padStart(2, '0')}`;
}

/** The upstream's dev endpoints (outbox, funding). */
export async function upstream<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    `${UPSTREAM_URL}${path}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`upstream ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export async function outboxCode(mobile: string): Promise<string> {
  return (await upstream<{ code: string }>(`/__dev/sms?mobile=${mobile}`)).code;
}

/** A call to the BFF as the phone's session would make it; throws unless it answers 200. */
export async function bff<T>(
  baseUrl: string,
  path: string,
  { cookies = [], body, headers = {} }: { cookies?: Cookie[]; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ data: T; cookies: Cookie[] }> {
  const response = await fetch(`${baseUrl}/h5/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`BFF ${path}: ${response.status} ${text}`);
  const set = response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  return { data: (JSON.parse(text) as { data: T }).data, cookies: set };
}

/** An SMS login through the BFF (the user's session for journeys that start logged in). */
export async function loginThroughBff(
  baseUrl: string,
  mobile = freshMobile(),
): Promise<{ mobile: string; cookies: Cookie[] }> {
  await bff(baseUrl, '/uaa/oauth/sms-code', { body: { mobile } });
  const { cookies } = await bff(baseUrl, '/uaa/oauth/token', {
    body: { grant_type: 'sms', mobile, code: await outboxCode(mobile), agreement: true },
  });
  if (!cookies.some((cookie) => /h5_session$/.test(cookie.name))) throw new Error('the login set no session cookie');
  return { mobile, cookies };
}

/** An XPath string literal. */
export function xs(text: string): string {
  return text.includes('"') ? `concat("${text.split('"').join('", \'"\', "')}")` : `"${text}"`;
}

const named = (name: string) => `normalize-space(.)=${xs(name)} or @aria-label=${xs(name)}`;

/** A visible button by its name (text or aria-label), as a user finds it. */
export async function button(page: Page, name: string, timeout = 15_000): Promise<ElementHandle<Element>> {
  return visible(page, `//button[${named(name)}] | //*[@role="button"][${named(name)}]`, `button 「${name}」`, timeout);
}

/**
 * Outside the app an app-first action (SPEC §1) first offers the app; the user of an old phone's browser
 * answers 「继续在浏览器中{feature}」, and the action runs. The sheet is part of the journey: it must open and
 * answer on the old engine too.
 */
export async function continueInBrowser(page: Page, feature: string): Promise<void> {
  await tap(page, await button(page, `继续在浏览器中${feature}`));
}

/** A visible link by its name; `partial` matches a link whose text contains the name. */
export async function link(
  page: Page,
  name: string,
  { partial = false, timeout = 15_000 } = {},
): Promise<ElementHandle<Element>> {
  const test = partial ? `contains(normalize-space(.), ${xs(name)})` : named(name);
  return visible(page, `//a[${test}]`, `link 「${name}」`, timeout);
}

/** The innermost visible element whose text contains `content` (React may split it into several text nodes). */
export async function text(page: Page, content: string, timeout = 15_000): Promise<ElementHandle<Element>> {
  const has = `contains(normalize-space(.), ${xs(content)})`;
  return visible(
    page,
    `//body//*[not(self::script or self::style)][${has}][not(*[${has}])]`,
    `text 「${content}」`,
    timeout,
  );
}

async function visible(page: Page, xpath: string, what: string, timeout: number): Promise<ElementHandle<Element>> {
  const handle = await page.waitForXPath(xpath, { visible: true, timeout }).catch(() => null);
  if (!handle) throw new Error(`no visible ${what} on ${page.url()} within ${timeout} ms`);
  return handle as ElementHandle<Element>;
}

/**
 * Taps an element as a finger would: brought into view (centred if it had to move), then tapped once
 * nothing covers its centre — a toast or a fixed bar over it would take the tap, as on a phone.
 */
export async function tap(page: Page, handle: ElementHandle<Element>, timeout = 10_000): Promise<void> {
  await handle.evaluate((element) => {
    const scrollable = element as Element & { scrollIntoViewIfNeeded?: (centre: boolean) => void };
    if (scrollable.scrollIntoViewIfNeeded) scrollable.scrollIntoViewIfNeeded(true);
    else element.scrollIntoView();
  });
  const uncovered = (wait: number) =>
    page
      .waitForFunction(
        (element: Element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return Boolean(hit) && (hit === element || element.contains(hit));
        },
        { timeout: wait },
        handle,
      )
      .then(
        () => true,
        () => false,
      );
  // Under a fixed bar at the edge of the screen a user scrolls it up to the middle.
  if (!(await uncovered(200))) await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  if (!(await uncovered(timeout))) {
    const cover = (await handle.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit ? hit.outerHTML.slice(0, 120) : 'nothing';
    })) as string;
    throw new Error(
      `「${await handle.evaluate((element) => (element.textContent || element.outerHTML).trim().slice(0, 40))}」 stayed covered by ${cover}`,
    );
  }
  await handle.click();
}

/** Finds a form control by its label: wrapping `<label>` (its own text), `<label for>`, or aria-label. */
const FIND_FIELD = `function (name) {
  var labels = document.querySelectorAll('label');
  for (var i = 0; i < labels.length; i++) {
    var label = labels[i], own = '';
    for (var node = label.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3 || (node.nodeType === 1 && node.tagName === 'SPAN')) own += node.textContent;
    }
    if (own.trim() === name || label.textContent.trim() === name) {
      var control = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input, textarea, select');
      if (control) return control;
    }
  }
  var labelled = document.querySelectorAll('input[aria-label], textarea[aria-label]');
  for (var j = 0; j < labelled.length; j++) if (labelled[j].getAttribute('aria-label') === name) return labelled[j];
  return null;
}`;

export async function field(page: Page, label: string, timeout = 15_000): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page.waitForFunction(`(${FIND_FIELD})(${JSON.stringify(label)})`, { timeout }).catch(() => null);
  const element = handle?.asElement();
  if (!element) throw new Error(`no field labelled 「${label}」 on ${page.url()}`);
  return element as ElementHandle<HTMLInputElement>;
}

/** Types into a field as a user does (key by key, so React's onChange sees each one), replacing what was there. */
export async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const input = await field(page, label);
  await tap(page, input);
  await input.click({ clickCount: 3 });
  await page.keyboard.press('Backspace');
  await input.type(value);
  const now = await input.evaluate((element) => (element as HTMLInputElement).value);
  if (now !== value) throw new Error(`field 「${label}」 holds "${now}" after typing "${value}"`);
}

/** Navigates and waits until React has hydrated the page (before that a tap is lost). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await hydrated(page);
}

/**
 * Resolves when the page's address matches (a full load or a client-side navigation) and, on our own
 * pages, React has hydrated it: a tap before that is lost (a checkbox ticked early is reset).
 */
export async function urlMatches(page: Page, pattern: RegExp, { timeout = 15_000, ours = true } = {}): Promise<void> {
  await page.waitForFunction(`${pattern}.test(location.href)`, { timeout }).catch(() => {
    throw new Error(`the page stayed on ${page.url()}, expected ${pattern}`);
  });
  if (ours) await hydrated(page);
}

/** Awaits what the page does by itself (a response, an event), failing with `what` after `timeout` ms. */
export async function within<T>(promise: Promise<T>, timeout: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), timeout);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** A light screenshot of the journey's end state for a person to look at; never fails the journey. */
export async function screenshot(page: Page, name: string): Promise<void> {
  try {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
  } catch {
    // A picture is a courtesy to the reader; the journey's checks decide.
  }
}

/**
 * Runs a journey on a fresh phone: fails on any page error the phone recorded (an uncaught exception
 * or rejection is what an old engine's missing API shows as), shoots the end state, closes the phone.
 */
export async function onPhone(
  engine: Engine,
  baseUrl: string,
  name: string,
  options: PhoneOptions,
  journey: (phone: Phone) => Promise<void>,
): Promise<void> {
  const phone = await openPhone(engine, baseUrl, options);
  try {
    await journey(phone);
    await screenshot(phone.page, name);
    if (phone.errors.length) throw new Error(`page errors: ${phone.errors.join(' | ')}`);
  } catch (error) {
    await screenshot(phone.page, `${name}-failed`);
    const extra =
      phone.errors.length && !(error as Error).message.startsWith('page errors')
        ? ` (page errors: ${phone.errors.join(' | ')})`
        : '';
    throw new Error(`${(error as Error).message}${extra}`);
  } finally {
    await phone.close();
  }
}
