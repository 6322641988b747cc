'use client';

import { createContext, useContext } from 'react';
import type { NativeContext } from '@/lib/bridge/native-context';

const NativeContextValue = createContext<NativeContext>({
  environment: 'browser',
  inApp: false,
  appVersion: null,
  os: 'other',
});

export const NativeContextProvider = NativeContextValue.Provider;

/** In-app / WeChat / browser, known from the server's reading of native header data. */
export function useNativeContext(): NativeContext {
  return useContext(NativeContextValue);
}
