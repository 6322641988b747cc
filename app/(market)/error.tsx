'use client';

import { Disclaimer } from '@/components/compliance/disclaimer';
import { ErrorState } from '@/components/ui/states';

export default function MarketError({ reset }: { error: Error; reset: () => void }) {
  return (
    <>
      <ErrorState
        action={
          <button type="button" onClick={reset} style={{ padding: '0.18rem 0.36rem' }}>
            重试
          </button>
        }
      />
      <Disclaimer />
    </>
  );
}
