'use client';

/**
 * The seam for the native login (issue 4 fills in the bridge): resolves 'ok' when the app logged the
 * user in, 'cancelled' when the user backed out, 'version-low' when the login bridge is missing.
 */
export type NativeLoginResult = 'ok' | 'cancelled' | 'version-low';

type LoginBridge = { login?: () => Promise<boolean> };

export async function requestNativeLogin(): Promise<NativeLoginResult> {
  const bridge = (window as unknown as { H5NativeBridge?: LoginBridge }).H5NativeBridge;
  if (!bridge?.login) return 'version-low';
  try {
    return (await bridge.login()) ? 'ok' : 'cancelled';
  } catch {
    return 'cancelled';
  }
}
