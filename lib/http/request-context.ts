import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DeviceInfo } from './device';
import { processSingleton } from '@/runtime/process-singleton.mjs';

export interface UpstreamAuth {
  accessToken?: string | null;
  tokenType?: string | null;
  userId?: string | number | null;
}

/** What the BFF knows about the browser request an upstream call serves (set by apiHandler). */
export interface RequestContext {
  device: DeviceInfo;
  auth: UpstreamAuth | null;
  /** Refreshes the session's tokens once (single-flight); null when that is impossible. */
  refreshAuth?: () => Promise<UpstreamAuth | null>;
}

const storage = processSingleton('request-context', () => new AsyncLocalStorage<RequestContext>());

export function runWithRequestContext<T>(context: RequestContext, fn: () => Promise<T>): Promise<T> {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
