'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { NativeContext } from '@/lib/bridge/native-context';
import { AppFirstHost } from '@/components/open-app/app-first-offer';
import { useArmedSign } from '@/lib/browser/armed';
import { ChunkErrorListener } from './chunk-error-listener';
import { NativeContextProvider } from './native-context';

// Loaded only where needed: the WeChat JS-SDK setup in WeChat, the app-settings sync and the
// plain-anchor hand-off in the app.
const WechatSetup = dynamic(() => import('@/components/share/wechat-setup').then((m) => m.WechatSetup), { ssr: false });
const AppSettingsSync = dynamic(() => import('@/components/bridge/app-settings-sync').then((m) => m.AppSettingsSync), {
  ssr: false,
});
const AppLinkDelegate = dynamic(() => import('./app-link-delegate').then((m) => m.AppLinkDelegate), { ssr: false });

export function Providers({
  children,
  native,
  nonce,
}: {
  children: ReactNode;
  native: NativeContext;
  nonce?: string;
  theme: 'light' | 'dark';
}) {
  // The root's effects run once the first render has hydrated: the old-engine tests wait for this sign.
  useArmedSign('hydrated');
  return (
    <NativeContextProvider value={native}>
      {children}
      <ChunkErrorListener />
      {/* Outside the app, app-first actions (useBffAction's appFirst) offer the app here first. */}
      {native.inApp ? null : <AppFirstHost />}
      {native.environment === 'wechat' ? <WechatSetup nonce={nonce} os={native.os} /> : null}
      {native.inApp ? <AppSettingsSync /> : null}
      {native.inApp ? <AppLinkDelegate /> : null}
    </NativeContextProvider>
  );
}
