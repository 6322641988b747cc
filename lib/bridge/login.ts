'use client';

import { nativeLogin } from './calls';
import { BridgeError } from './protocol';

/**
 * The native login (SPEC §2, §6): resolves 'ok' when the app logged the user in, 'cancelled' when
 * the user backed out, 'version-low' when the app has no login bridge (SPEC §8 "version low"), and
 * 'preload' on a preload page, which rejects login with an isPreLoadPage error (SPEC §4).
 */
export type NativeLoginResult = 'ok' | 'cancelled' | 'version-low' | 'preload';

export async function requestNativeLogin(): Promise<NativeLoginResult> {
  try {
    return (await nativeLogin()) ? 'ok' : 'cancelled';
  } catch (error) {
    if (error instanceof BridgeError) {
      if (error.code === 'unavailable' || error.code === 'unsupported') return 'version-low';
      if (error.isPreLoadPage) return 'preload';
    }
    return 'cancelled';
  }
}
