'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { continuedFeatures, rememberContinued } from './app-first';

const OpenAppSheet = dynamic(() => import('./open-app-sheet').then((m) => m.OpenAppSheet), { ssr: false });

interface Offer {
  feature: string;
  answer: (continued: boolean) => void;
}

// One offer at a time for the whole page, shown by the one <AppFirstHost> the root renders outside the
// app: any component's action can ask for it without rendering a sheet of its own.
let current: Offer | null = null;
const listeners = new Set<() => void>();

function publish(offer: Offer | null) {
  current = offer;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function settle(offer: Offer, continued: boolean) {
  // The sheet's continue button also closes it: the first answer counts.
  if (current !== offer) return;
  publish(null);
  if (continued) rememberContinued(offer.feature);
  offer.answer(continued);
}

/**
 * Outside the app, before an app-first action (SPEC §1): resolves true when the action should run in
 * the browser — the user chose 继续在浏览器中… now or earlier this visit — and false when they opened
 * the app, downloaded it or closed the offer. Never a wall: without a host on the page (a test render,
 * a page outside the root layout) the action simply runs. Callers check for the app themselves.
 */
export function offerAppFirst(feature: string): Promise<boolean> {
  if (listeners.size === 0 || continuedFeatures().includes(feature)) return Promise.resolve(true);
  if (current) settle(current, false);
  return new Promise((answer) => publish({ feature, answer }));
}

/** Renders the pending app-first offer; the root renders one outside the app. */
export function AppFirstHost() {
  const native = useNativeContext();
  const offer = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  if (!offer) return null;
  return (
    <OpenAppSheet
      feature={offer.feature}
      environment={native.environment}
      path={`${window.location.pathname}${window.location.search}`}
      onClose={() => settle(offer, false)}
      onContinue={() => settle(offer, true)}
    />
  );
}
