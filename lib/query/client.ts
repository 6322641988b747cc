import { QueryClient } from '@tanstack/react-query';
import { setActiveQueryClient } from './active';

const OPTIONS = {
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
};

let browserClient: QueryClient | undefined;

/**
 * One client per browser tab, shared by every island and kept across client navigations; a new one
 * for each server render, so no cached answer ever passes from one request (or user) to another.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient(OPTIONS);
  if (!browserClient) {
    browserClient = new QueryClient(OPTIONS);
    setActiveQueryClient(browserClient);
  }
  return browserClient;
}
