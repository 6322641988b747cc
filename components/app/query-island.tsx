'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getQueryClient } from '@/lib/query/client';

/**
 * TanStack Query for the components that use it, and only there: wrapping every page in the provider
 * put the library (≈ 7 KiB gzip) in the first load of pages that never query.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
