import { expect, type Locator, type Page } from '@playwright/test';
import type { ArmedSign } from '@/lib/browser/armed';

/**
 * Waits that replace guessing when hydration ends. On a busy 2-core CI machine the server-rendered page
 * can be visible, and even network-idle, well before React has hydrated it and run its effects; an action
 * taken before then is lost (no listener yet) and the test waits out its timeout.
 */

/** Listeners a component attaches in an effect are on: it marks `<html data-{sign in kebab case}="armed">` (lib/browser/armed.ts). */
export async function armed(page: Page, sign: ArmedSign): Promise<void> {
  const attribute = `data-${sign.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  await expect(page.locator(`html[${attribute}="armed"]`)).toHaveCount(1);
}

/** React has hydrated this element: its event props are attached (React keeps them on the node under `__reactProps$…`). */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
