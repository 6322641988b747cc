'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { NativeContext } from '@/lib/bridge/native-context';
import { ChunkErrorListener } from './chunk-error-listener';
import { NativeContextProvider } from './native-context';

export function Providers({
  children,
  native,
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
      </NativeContextProvider>
    </QueryClientProvider>
  );
}
