/**
 * Device fields of the SPEC §7 tracking payload, read in the browser. The device id persists in
 * localStorage; g_id identifies one visit (sessionStorage).
 */
export interface DeviceInfo {
  device_id: string;
  g_id: string;
  net_status: string;
  os_sys: string;
  os_ver: string;
  vendor: string;
  device_model: string;
}

export const TRACKING_APP_KEY = 'llczd-h5';
const DEVICE_KEY = 'h5_device_id';
const VISIT_KEY = 'h5_visit_id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function remembered(storage: () => Storage, key: string): string {
  try {
    const store = storage();
    const existing = store.getItem(key);
    if (existing) return existing;
    const created = randomId();
    store.setItem(key, created);
    return created;
  } catch {
    return randomId();
  }
}

export function parseUserAgent(ua: string): Pick<DeviceInfo, 'os_sys' | 'os_ver' | 'device_model'> {
  const ios = /(iPhone|iPad|iPod).*? OS (\d+(?:_\d+)*)/.exec(ua);
  if (ios) return { os_sys: 'ios', os_ver: ios[2].replace(/_/g, '.'), device_model: ios[1] };
  const android = /Android (\d+(?:\.\d+)*)(?:;\s*([^;)]+?))?(?:\s+Build\/[^;)]*)?[;)]/.exec(ua);
  if (android)
    return { os_sys: 'android', os_ver: android[1], device_model: (android[2] ?? 'Android').trim().slice(0, 64) };
  return { os_sys: 'other', os_ver: '', device_model: 'unknown' };
}

/** The BFF's vocabulary: wifi, 5g, 4g, 3g, 2g, unknown. */
export function netStatus(connection: { effectiveType?: string; type?: string } | undefined): string {
  if (connection?.type === 'wifi') return 'wifi';
  const effective = connection?.effectiveType;
  if (effective === 'slow-2g') return '2g';
  return effective === '2g' || effective === '3g' || effective === '4g' || effective === '5g' ? effective : 'unknown';
}

export function readDeviceInfo(): DeviceInfo {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return {
    device_id: remembered(() => localStorage, DEVICE_KEY),
    g_id: remembered(() => sessionStorage, VISIT_KEY),
    net_status:
      typeof navigator === 'undefined'
        ? 'unknown'
        : netStatus((navigator as Navigator & { connection?: { effectiveType?: string; type?: string } }).connection),
    ...parseUserAgent(ua),
    vendor: (typeof navigator === 'undefined' ? '' : navigator.vendor) || 'unknown',
  };
}
