'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useIdempotencyKey } from '@/components/content/use-content-action';
import { bffFetch, BffError, isLoginError } from '@/lib/api/client';

/**
 * One state-changing tap of an activity page (water, harvest, seal, help): one Idempotency-Key per
 * action while it is retried, the server's refusal shown in its own words, the page re-read after.
 */
export function useActivityAction(fallback: string) {
  const router = useRouter();
  const idempotency = useIdempotencyKey();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(action: string, path: string, body: object): Promise<boolean> {
    setBusy(action);
    setProblem(null);
    try {
      await bffFetch(path, { method: 'POST', body, headers: { 'Idempotency-Key': idempotency.keyFor(action) } });
      idempotency.done();
      router.refresh();
      return true;
    } catch (error) {
      if (isLoginError(error)) router.refresh();
      setProblem(error instanceof BffError ? error.message : fallback);
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { busy, problem, setProblem, run };
}
