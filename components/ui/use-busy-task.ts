'use client';

import { useState } from 'react';
import { BffError } from '@/lib/api/client';

/**
 * A form's BFF call in progress: `busy` while it runs (buttons disabled), the server's refusal in its
 * own words as `error` (or `fallback` when there is none), cleared when the next call starts.
 */
export function useBusyTask(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(failure instanceof BffError ? failure.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
