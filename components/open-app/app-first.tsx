'use client';

import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { APP_FIRST_CONTINUED_KEY as CONTINUED_KEY } from './app-first-features';

const OpenAppSheet = dynamic(() => import('./open-app-sheet').then((m) => m.OpenAppSheet), { ssr: false });

/** The features for which the user chose the browser this visit. */
export function continuedFeatures(): string[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(CONTINUED_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.map(String) : [];
  } catch {
    return [];
  }
}

export function rememberContinued(feature: string) {
  try {
    sessionStorage.setItem(CONTINUED_KEY, JSON.stringify([...new Set([...continuedFeatures(), feature])]));
  } catch {
    // storage unavailable: the offer comes again on the next tap
  }
}

export interface AppFirstAction {
  /** What the action is, in the offer's title ('发送弹幕', '签到'). */
  feature: string;
  /** Runs inside the app; defaults to `inBrowser`. */
  inApp?: () => void;
  /** Runs outside the app once the user chooses the browser; absent when the action needs the app. */
  inBrowser?: () => void;
}

/**
 * App-first actions (SPEC §1: outside the app most actions prompt the user to open it): inside the
 * app the action runs; outside, the open-app offer comes first, with "continue in the browser" where
 * the action works there. A user who chose the browser for a feature is not asked again this visit.
 * Returns `run` and the `offer` element to render.
 */
export function useAppFirst(): { run: (action: AppFirstAction) => void; offer: ReactNode } {
  const native = useNativeContext();
  const [pending, setPending] = useState<AppFirstAction | null>(null);
  const run = useCallback(
    (action: AppFirstAction) => {
      if (native.inApp) {
        (action.inApp ?? action.inBrowser)?.();
        return;
      }
      if (action.inBrowser && continuedFeatures().includes(action.feature)) {
        action.inBrowser();
        return;
      }
      setPending(action);
    },
    [native.inApp],
  );
  const inBrowser = pending?.inBrowser;
  const offer = pending ? (
    <OpenAppSheet
      feature={pending.feature}
      environment={native.environment}
      path={`${window.location.pathname}${window.location.search}`}
      onClose={() => setPending(null)}
      onContinue={
        inBrowser
          ? () => {
              rememberContinued(pending.feature);
              inBrowser();
            }
          : undefined
      }
    />
  ) : null;
  return { run, offer };
}

/** A button for an app-first action (see useAppFirst). */
export function AppFirstButton({
  feature,
  onInApp,
  onInBrowser,
  className,
  disabled,
  children,
}: {
  feature: string;
  onInApp?: () => void;
  onInBrowser?: () => void;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { run, offer } = useAppFirst();
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        onClick={() => run({ feature, inApp: onInApp, inBrowser: onInBrowser })}
      >
        {children}
      </button>
      {offer}
    </>
  );
}
