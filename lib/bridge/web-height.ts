'use client';

import { setWebHeight } from './calls';

/**
 * The height a popup page (a transparent-background route) asks the app to give its webview: the
 * popup's card (its dialog), or the page content when it has none. CSS pixels, rounded up.
 */
export function popupContentHeight(root: ParentNode = document): number {
  const dialogs = Array.from(root.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'));
  const heights = dialogs.map((dialog) => dialog.getBoundingClientRect().height).filter((height) => height > 0);
  if (heights.length > 0) return Math.ceil(Math.max(...heights));
  const main = root.querySelector<HTMLElement>('main');
  return Math.ceil(main ? main.scrollHeight : document.documentElement.scrollHeight);
}

/**
 * Reports the popup's height to the app now and whenever it changes (content loaded, a step
 * opened), once per distinct height. Returns the function that stops reporting.
 */
export function reportWebHeight(measure: () => number = () => popupContentHeight()): () => void {
  let last = -1;
  const report = () => {
    const height = measure();
    if (height > 0 && height !== last) {
      last = height;
      setWebHeight(height);
    }
  };
  report();
  if (typeof ResizeObserver === 'undefined') {
    const timer = window.setInterval(report, 500);
    return () => window.clearInterval(timer);
  }
  const observer = new ResizeObserver(report);
  observer.observe(document.body);
  const mutations = new MutationObserver(report);
  mutations.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    mutations.disconnect();
  };
}
