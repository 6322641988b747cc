/**
 * Old-engine suite: the production build on real old Chromium builds (scripts/old-chromium.mjs).
 *   node --import tsx tests/compat/run.ts [--engines=78,92] [--only=hydration,journeys] [--routes=/a,/b]
 * - hydration: every manifest route, as a phone browser and as the app's webview, hydrates (the root's
 *   `data-hydrated` sign) with no uncaught error, on each engine;
 * - journeys (oldest engine only): what a user of an old phone does most (tests/compat/journeys.ts).
 * Prints one line per failure and closes with "N passed, N failed"; exits 1 on any failure.
 */
import { manifestSamples } from '../e2e/page-samples';
import { hydrated, launchEngine, openPhone, type Engine } from './engines';
import { JOURNEYS } from './journeys';
import { BASE_URL, startServer } from './server';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')) as [string, string][],
);
const engines = (args.engines ?? '78,92').split(',').map(Number);
const only = new Set((args.only ?? 'hydration,journeys').split(','));
const CONCURRENCY = Number(args.concurrency ?? 3);

interface Outcome {
  name: string;
  error?: string;
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * Every length of the design is built on the CSS variable --u (750 units = the screen's width): a value
 * the engine cannot compute (min() before Chromium 79) would leave every padding, margin and font size
 * built on it without a value while the page still "works". Returns the width of 750 units in px.
 */
function designScale(): number {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;visibility:hidden;width:calc(750 * var(--u))';
  document.body.appendChild(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return Math.round(width);
}

async function hydrationSweep(engine: Engine, paths: string[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const record = (outcome: Outcome) => {
    outcomes.push(outcome);
    if (outcome.error) console.log(`✘ ${outcome.name}: ${outcome.error}`);
    if (outcomes.length % 100 === 0)
      console.log(`[compat] Chromium ${engine.major}: ${outcomes.length} of ${cases.length} pages`);
  };
  const cases = paths.flatMap((path) => [
    { path, inApp: false },
    { path, inApp: true },
  ]);
  await pool(cases, CONCURRENCY, async ({ path, inApp }) => {
    const name = `Chromium ${engine.major} ${inApp ? 'app' : 'browser'} ${path}`;
    const phone = await openPhone(engine, BASE_URL, { inApp });
    try {
      await phone.page.goto(`${BASE_URL}${path === '/' ? '/h5' : `/h5${path}`}`, {
        waitUntil: 'domcontentloaded',
        timeout: 60_000,
      });
      await hydrated(phone.page);
      // An error raised while the page settles (a lazy chunk, an effect) counts as well.
      await phone.page.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 }).catch(() => undefined);
      const designWidth = await phone.page.evaluate(designScale);
      const problems = [
        ...phone.errors,
        ...(designWidth === 375 ? [] : [`750 design units measure ${designWidth}px, not the 375px screen`]),
      ];
      record({ name, error: problems.length ? problems.join(' | ') : undefined });
    } catch (error) {
      record({ name, error: [(error as Error).message.split('\n')[0], ...phone.errors].join(' | ') });
    } finally {
      await phone.close();
    }
  });
  return outcomes;
}

async function main() {
  const stop = await startServer();
  const outcomes: Outcome[] = [];
  const started = Date.now();
  try {
    const request = { get: async (path: string) => fetch(`${BASE_URL}${path}`) };
    const paths = args.routes
      ? args.routes.split(',')
      : [...new Set((await manifestSamples(request)).map((sample) => sample.path))];
    for (const major of engines) {
      const engine = await launchEngine(major);
      try {
        if (only.has('hydration')) outcomes.push(...(await hydrationSweep(engine, paths)));
        if (only.has('journeys') && major === Math.min(...engines)) {
          for (const journey of JOURNEYS) {
            try {
              await journey.run(engine, BASE_URL);
              outcomes.push({ name: `Chromium ${major} journey: ${journey.name}` });
            } catch (error) {
              outcomes.push({
                name: `Chromium ${major} journey: ${journey.name}`,
                error: (error as Error).message.split('\n').slice(0, 3).join(' '),
              });
            }
          }
        }
      } finally {
        await engine.browser.close();
      }
    }
  } finally {
    await stop();
  }
  const failed = outcomes.filter((outcome) => outcome.error);
  if (failed.length)
    console.log(`\nFailed:\n${failed.map((outcome) => `✘ ${outcome.name}: ${outcome.error}`).join('\n')}`);
  console.log(
    `[compat] ${engines.map((major) => `Chromium ${major}`).join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  console.log(`${outcomes.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
