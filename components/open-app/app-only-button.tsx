'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { useNativeContext } from '@/components/app/native-context';

const OpenAppSheet = dynamic(() => import('./open-app-sheet').then((m) => m.OpenAppSheet), { ssr: false });

/**
 * A button for an action that needs the app: inside it runs `onInApp`; elsewhere it offers to open
 * the app on this page (or download it) without leaving or hiding what the user is reading.
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
  const native = useNativeContext();
  const [prompt, setPrompt] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => (native.inApp ? onInApp() : setPrompt(true))}>
        {children}
      </button>
      {prompt ? (
        <OpenAppSheet
          feature={feature}
          environment={native.environment}
          path={`${window.location.pathname}${window.location.search}`}
          onClose={() => setPrompt(false)}
        />
      ) : null}
    </>
  );
}
