'use client';

import { nativeBack } from '@/lib/bridge/calls';
import { HOME_URL } from '@/lib/routes/hrefs';

/**
 * Popups are separate web pages the app shows over its own screen: closing hands the result back
 * to the app. Opened in a browser, closing goes back (or home when there is nothing to go back to).
 */
export function closePopup(inApp: boolean, result?: unknown): void {
  if (inApp) {
    nativeBack({ close: true, result });
    return;
  }
  if (window.history.length > 1) window.history.back();
  // A full load on purpose: a popup page opened directly has no app shell to return to.
  else window.location.assign(HOME_URL);
}
