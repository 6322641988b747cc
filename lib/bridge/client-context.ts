import { readNativeContext, type NativeContext } from './native-context';

/**
 * The native context as the browser sees it: the root layout renders the server's reading of the
 * native header data on <html data-app-version data-os>; the user agent fills in the rest. Client
 * components may use useNativeContext() instead; plain functions (openStockDetail) use this.
 */
export function clientNativeContext(): NativeContext {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const root = typeof document === 'undefined' ? undefined : document.documentElement.dataset;
  return readNativeContext({
    get: (name) => {
      if (name === 'user-agent') return ua;
      if (name === 'x-app-version') return root?.appVersion ?? null;
      if (name === 'x-device-os-name') return root?.os ?? null;
      return null;
    },
  });
}
