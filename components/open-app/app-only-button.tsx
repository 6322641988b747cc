'use client';

import type { ReactNode } from 'react';
import { AppFirstButton } from './app-first';

/**
 * A button for an action that only the app can do: inside it runs `onInApp`; elsewhere it offers to
 * open the app on this page (or download it) without leaving or hiding what the user is reading.
 */
export function AppOnlyButton({
  feature,
  onInApp,
  className,
  children,
}: {
  feature: string;
  onInApp: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AppFirstButton feature={feature} onInApp={onInApp} className={className}>
      {children}
    </AppFirstButton>
  );
}
