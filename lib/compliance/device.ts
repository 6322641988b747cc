import { readNativeContext } from '@/lib/bridge/native-context';
import { clientIp } from '@/lib/security/client-ip';

interface HeaderSource {
  get(name: string): string | null;
}

/** Who accepted an agreement, as the consent record keeps it: channel, device and client IP from the request itself. */
export function consentDevice(headers: HeaderSource, input: { device?: string }) {
  const native = readNativeContext(headers);
  const ua = headers.get('user-agent') ?? '';
  const device =
    input.device?.trim() ||
    [native.os, native.appVersion ? `app ${native.appVersion}` : null, ua.slice(0, 80)].filter(Boolean).join(' · ');
  const ip = clientIp(headers);
  return { device: device.slice(0, 120), channel: native.environment, ip };
}
