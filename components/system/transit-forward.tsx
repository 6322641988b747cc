'use client';

import { useEffect } from 'react';

/** Replaces the transit page in history so "back" skips it. */
export function TransitForward({ target }: { target: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(target), 300);
    return () => window.clearTimeout(timer);
  }, [target]);
  return null;
}
