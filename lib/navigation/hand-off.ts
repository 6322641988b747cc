'use client';

import { pushPage } from '@/lib/bridge/calls';
import { requestNativeLogin } from '@/lib/bridge/login';
import { BridgeError } from '@/lib/bridge/protocol';
import { openStockDetail, stockRefOf } from '@/lib/bridge/stock-detail';
import { stripBasePath } from '@/lib/routes/hrefs';
import type { WebviewNavigate } from './app-navigation';
import { inAppTargetOf } from './in-app-target';

/** An app that has no push call, or a preload page, shows the page in this webview instead. */
function staysInWebview(error: unknown): boolean {
  return (
    error instanceof BridgeError &&
    (error.code === 'unavailable' || error.code === 'unsupported' || error.code === 'preload')
  );
}

export async function runHandOff(url: URL, fallback: WebviewNavigate): Promise<void> {
  const appPath = stripBasePath(`${url.pathname}${url.search}${url.hash}`);
  const target = inAppTargetOf(url);
  if (target.kind === 'webview') return fallback(appPath);
  if (target.kind === 'login') {
    const result = await requestNativeLogin();
    if (result === 'ok') window.location.assign(target.returnTo ?? window.location.href);
    else if (result === 'version-low') fallback(appPath);
    return;
  }
  // The native stock page where the app has it (SPEC §5 gate); the H5 one otherwise.
  if (target.kind === 'stock' && openStockDetail([stockRefOf(target.code)])) return;
  try {
    await pushPage(target.url, target.navigation);
  } catch (error) {
    if (staysInWebview(error)) fallback(appPath);
  }
}
