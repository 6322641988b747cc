'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import type { NativeContext } from '@/lib/bridge/native-context';
import { ChunkErrorListener } from './chunk-error-listener';
import { NativeContextProvider } from './native-context';

// Loaded only where needed: the WeChat JS-SDK setup in WeChat, the app-settings sync in the app.
const WechatSetup = dynamic(() => import('@/components/share/wechat-setup').then((m) => m.WechatSetup), { ssr: false });
const AppSettingsSync = dynamic(() => import('@/components/bridge/app-settings-sync').then((m) => m.AppSettingsSync), { ssr: false });

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
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <NativeContextProvider value={native}>
        {children}
        <ChunkErrorListener />
        {native.environment === 'wechat' ? <WechatSetup nonce={nonce} os={native.os} /> : null}
        {native.inApp ? <AppSettingsSync /> : null}
      </NativeContextProvider>
    </QueryClientProvider>
  );
}
