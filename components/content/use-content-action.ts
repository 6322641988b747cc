'use client';

import { useRef } from 'react';
import { newIdempotencyKey } from '@/lib/content/rules';

/**
 * One Idempotency-Key per user action: the same key while the same draft is retried (a lost answer
 * then never creates a second comment), a new one once it went through or the text changed.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; draft: string } | null>(null);
  return {
    keyFor(draft: string): string {
      if (!current.current || current.current.draft !== draft) current.current = { key: newIdempotencyKey(), draft };
      return current.current.key;
    },
    done() {
      current.current = null;
    },
  };
}
