'use client';

import { useEffect } from 'react';

/** Loads the development bridge simulator; rendered only when lib/bridge/simulator-switch allows it. */
export function BridgeSimulatorLoader() {
  useEffect(() => {
    void import('@/lib/bridge/simulator').then(({ installBridgeSimulator }) => installBridgeSimulator());
  }, []);
  return null;
}
