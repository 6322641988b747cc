import { test as base, type BrowserContext } from '@playwright/test';
import { APP_FIRST, APP_FIRST_CONTINUED_KEY } from '@/components/open-app/app-first-features';

/**
 * Outside the app, app-first actions (SPEC §1) offer the app before their first run in a visit. The
 * suites that are about the action itself play a user who already chose 继续在浏览器中… for every
 * app-first action this visit; app-navigation.spec.ts shows the offer itself.
 */
export async function continueInBrowser(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, features]) => {
      try {
        const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
        const chosen = Array.isArray(saved) ? saved.map(String) : [];
        sessionStorage.setItem(
          key,
          JSON.stringify(chosen.concat(features.filter((feature) => chosen.indexOf(feature) < 0))),
        );
      } catch {
        // no storage: the offer would show, and the test says so
      }
    },
    [APP_FIRST_CONTINUED_KEY, Object.values(APP_FIRST)] as [string, string[]],
  );
}

/** Playwright's `test` whose `page` and `context` belong to a user who continues in the browser. */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await continueInBrowser(context);
    await provide(context);
  },
});

export { expect } from '@playwright/test';
