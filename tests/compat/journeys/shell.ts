import puppeteer, { type ElementHandle, type HTTPResponse, type Page } from 'puppeteer-core';
// @ts-expect-error — a plain ESM script without type declarations.
import { oldChromium } from '../../../scripts/old-chromium.mjs';
import type { Engine } from '../engines';
import type { Journey } from '../journeys';
import { link, onPhone, open, tap, urlMatches, within } from '../journey-helpers';

const LIST = '/h5/tool/lhb/today';

/** The simulator's record of the page's native calls (window.__llczdBridgeCalls, kept across pages in sessionStorage). */
const BRIDGE_CALLS = `(window.__llczdBridgeCalls || JSON.parse(sessionStorage.getItem('h5_bridge_sim_calls') || '[]'))`;

/** Waits until the board chip 深主板 is the current one and the list is there; every listed stock is a Shenzhen main-board code. */
async function filteredToShenzhenMain(page: Page): Promise<number> {
  const handle = await page
    .waitForFunction(
      `(function () {
      var chip = document.querySelector('nav[aria-label="板块"] a[aria-current]');
      var codes = Array.prototype.map.call(document.querySelectorAll('a[href*="/h5/tool/lhb/today/"]'), function (a) { return a.getAttribute('href').split('?')[0].split('/').pop(); });
      return chip && chip.textContent.trim() === '深主板' && codes.length ? codes : null;
    })()`,
      { timeout: 15_000 },
    )
    .catch(() => {
      throw new Error('the 深主板 chip is not current, or the list is empty');
    });
  const codes = (await handle.jsonValue()) as string[];
  if (!codes.every((code) => /^00\d{4}$/.test(code)))
    throw new Error(`the list is not filtered to 深主板: ${codes.join(',')}`);
  return codes.length;
}

/** Filter the dragon-tiger list by a chip, scroll, open a stock, come back: the filter and the place in the list are kept. */
export const lhbKeepAlive: Journey = {
  name: 'dragon-tiger list: filter, open a stock, come back',
  run: (engine, baseUrl) =>
    onPhone(engine, baseUrl, 'lhb-keep-alive', {}, async ({ page }) => {
      await open(page, `${baseUrl}${LIST}`);
      const chip = (await page.$x('//nav[@aria-label="板块"]//a[normalize-space(.)="深主板"]'))[0] as
        ElementHandle<Element> | undefined;
      if (!chip) throw new Error('no 深主板 chip');
      await tap(page, chip);
      await urlMatches(page, /\/h5\/tool\/lhb\/today\?board=sz_main$/);
      const rows = await filteredToShenzhenMain(page);
      // The scroll is saved by a listener the page attaches once hydrated.
      await page.waitForSelector('html[data-keep-alive-scroll="armed"]', { timeout: 15_000 });
      const details = await page.$x('//a[normalize-space(.)="明细 ›"]');
      const target = details[details.length - 1] as ElementHandle<HTMLAnchorElement> | undefined;
      if (!target) throw new Error('no 明细 links in the filtered list');
      const href = await target.evaluate((element) => element.getAttribute('href'));
      // The user scrolls to the end of the list, as far as it goes.
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await page.waitForFunction('window.scrollY > 100', { timeout: 5_000 }).catch(() => {
        throw new Error('the filtered list does not scroll');
      });
      const rowTopScript = `(function () {
        var link = document.querySelector(${JSON.stringify(`a[href="${href}"]`)});
        return link ? link.getBoundingClientRect().top : NaN;
      })()`;
      const scrolled = (await page.evaluate('window.scrollY')) as number;
      const before = (await page.evaluate(rowTopScript)) as number;
      await tap(page, target);
      await urlMatches(page, /\/h5\/tool\/lhb\/today\/\d{6}/);
      if (!page.url().includes(String(href).split('?')[0]))
        throw new Error(`opened ${page.url()}, not the tapped ${href}`);
      await page
        .waitForXPath('//*[contains(text(), "买入") or contains(text(), "卖出")]', { visible: true, timeout: 15_000 })
        .catch(() => {
          throw new Error('the stock page shows no seats');
        });
      await page.goBack({ waitUntil: 'domcontentloaded' });
      await urlMatches(page, /\/h5\/tool\/lhb\/today\?board=sz_main$/);
      if ((await filteredToShenzhenMain(page)) !== rows)
        throw new Error('the filtered list changed its length on coming back');
      // What the user relies on: the row they tapped is where they left it (scroll anchoring may move scrollY, not the row).
      // Found afresh: coming back may render the list anew.
      await page.waitForFunction(`Math.abs(${rowTopScript} - ${before}) < 60`, { timeout: 10_000 }).catch(async () => {
        throw new Error(
          `the tapped row is at ${Math.round((await page.evaluate(rowTopScript)) as number)} px, it was at ${Math.round(before)} px (scrollY was ${scrolled}, now ${await page.evaluate('window.scrollY')})`,
        );
      });
      if (((await page.evaluate('window.scrollY')) as number) < scrolled - 60)
        throw new Error('the list came back scrolled to the top');
    }),
};

/** rgb()/rgba() text → relative luminance (0 black … 1 white). */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => Number(part) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function themeOf(page: Page): Promise<{ theme: string | null; background: string }> {
  return (await page.evaluate(
    `({ theme: document.documentElement.getAttribute('data-theme'), background: getComputedStyle(document.body).backgroundColor })`,
  )) as { theme: string | null; background: string };
}

async function becomesDark(page: Page, how: string): Promise<void> {
  await page.waitForSelector('html[data-theme="dark"]', { timeout: 10_000 }).catch(() => {
    throw new Error(`the page did not turn dark when ${how}`);
  });
  const { background } = await themeOf(page);
  if (!(luminance(background) < 0.2)) throw new Error(`dark theme (${how}) but the page background is ${background}`);
}

/**
 * A phone whose system is in dark mode. Chromium 78's protocol cannot emulate prefers-color-scheme
 * (its Emulation.setEmulatedMedia has no `features` before 79), so that engine is started with the
 * Blink setting instead; later engines switch it on an open page.
 */
async function switchToDarkMode(engine: Engine, page: Page): Promise<Engine | null> {
  if (engine.major >= 80) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    return null;
  }
  const { executablePath, env, args } = oldChromium(engine.major) as {
    executablePath: string;
    env: Record<string, string>;
    args: string[];
  };
  const browser = await puppeteer.launch({
    executablePath,
    env,
    args: [...args, '--blink-settings=preferredColorScheme=1'],
    headless: true,
    defaultViewport: null,
    timeout: 60_000,
  });
  return { major: engine.major, browser };
}

/**
 * The dark theme as users switch it: in a browser the page follows the phone's dark mode; in the app it
 * follows the app's setting, switched while the page is open (the themeChange event through the bridge).
 */
export const darkTheme: Journey = {
  name: 'switch to the dark theme',
  run: async (engine, baseUrl) => {
    let darkEngine: Engine | null = null;
    try {
      await onPhone(engine, baseUrl, 'dark-theme-browser', {}, async ({ page }) => {
        await open(page, `${baseUrl}/h5/tool/lhb/today`);
        const light = await themeOf(page);
        if (light.theme !== 'light' || !(luminance(light.background) > 0.8))
          throw new Error(`the page does not start light: ${JSON.stringify(light)}`);
        darkEngine = await switchToDarkMode(engine, page);
        if (!darkEngine) await becomesDark(page, 'the phone switched to dark mode');
      });
      if (darkEngine) {
        await onPhone(darkEngine, baseUrl, 'dark-theme-browser', {}, async ({ page }) => {
          if (!(await page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")))
            throw new Error('the test could not put the engine in dark mode');
          await open(page, `${baseUrl}/h5/tool/lhb/today`);
          await becomesDark(page, 'the phone is in dark mode');
          // And the next page too.
          await tap(page, await link(page, '买入额'));
          await urlMatches(page, /sort=buy/);
          await becomesDark(page, 'the phone is in dark mode (next page)');
        });
      }
    } finally {
      await (darkEngine as Engine | null)?.browser.close();
    }
    await onPhone(engine, baseUrl, 'dark-theme-app', { inApp: true, theme: 'light' }, async ({ page }) => {
      await open(page, `${baseUrl}/h5/tool/lhb/today`);
      const light = await themeOf(page);
      if (light.theme !== 'light') throw new Error(`the app page does not start light: ${JSON.stringify(light)}`);
      // The page listens for the app's settings from the effect that first asks for them (appSettings).
      await page
        .waitForFunction(`${BRIDGE_CALLS}.some(function (call) { return call.method === 'appSettings'; })`, {
          timeout: 15_000,
        })
        .catch(() => {
          throw new Error('the page never asked the app for its settings');
        });
      await page.evaluate("window.__llczdBridgeEvent('themeChange', { theme: 'dark' })");
      await becomesDark(page, 'the app switched its theme');
    });
  },
};

/**
 * In the app's own webview (the Android system WebView an old phone keeps): tapping a stock on the
 * dragon-tiger list asks the app for its native stock page, and the list stays where it is.
 */
export const appStockTap: Journey = {
  name: 'in the app: a dragon-tiger stock opens natively',
  run: (engine, baseUrl) =>
    onPhone(engine, baseUrl, 'app-stock-tap', { inApp: true }, async ({ page }) => {
      await open(page, `${baseUrl}${LIST}`);
      const stock = await page.waitForSelector('a[data-stock]', { visible: true, timeout: 15_000 });
      // The tap is taken by a delegate the page attaches once hydrated.
      await page.waitForSelector('html[data-stock-tap="armed"]', { timeout: 15_000 });
      const code = await stock!.evaluate((element) => element.getAttribute('data-stock'));
      const before = page.url();
      await tap(page, stock!);
      await page
        .waitForFunction(
          `${BRIDGE_CALLS}.some(function (call) { return call.method === 'stockDetail' && call.params.stocks[0].code === ${JSON.stringify(code)}; })`,
          { timeout: 10_000 },
        )
        .catch(async () => {
          throw new Error(
            `the tap on ${code} made no stockDetail call (calls: ${JSON.stringify(await page.evaluate(BRIDGE_CALLS))})`,
          );
        });
      if (page.url() !== before)
        throw new Error(`the list navigated to ${page.url()} instead of leaving the stock to the app`);
    }),
};

/**
 * The download page's view is measured from this engine too (its marketing funnel): the batch reaches
 * the tracking BFF although Chromium before 81 refuses a JSON keepalive fetch (lib/tracking/tracker.ts).
 */
export const downloadTracked: Journey = {
  name: 'download page: its view reaches tracking',
  run: (engine, baseUrl) =>
    onPhone(engine, baseUrl, 'download-tracked', {}, async ({ page }) => {
      const delivered = new Promise<void>((resolve) => {
        page.on('response', (response: HTTPResponse) => {
          if (response.url().includes('/h5/api/buriedPoint/') && response.ok()) resolve();
        });
      });
      await open(page, `${baseUrl}/h5/download`);
      // Page views leave in a batch after its delay (FLUSH_DELAY_MS, 3 s).
      await within(delivered, 10_000, 'the page view never reached the tracking BFF');
    }),
};
