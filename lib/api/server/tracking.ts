import 'server-only';
import type { z } from 'zod';
import { trackingBaseUrl } from '@/lib/http/config';
import type { DeviceInfo } from '@/lib/http/device';
import type { UpstreamAuth } from '@/lib/http/request-context';
import { upstreamPost } from '@/lib/http/upstream';
import { encryptText } from '@/lib/security/aes';
import { trackingAcceptedSchema, type TrackingPayload, type trackingSubmitInputSchema } from '../contracts/tracking';

/** App key of this front end on the tracking host. */
const appKey = () => process.env.TRACKING_APP_KEY ?? 'llczd-h5';

/** Builds the SPEC §7 payload from the browser's events plus what the BFF knows of device and user. */
export function trackingPayload(
  input: z.infer<typeof trackingSubmitInputSchema>,
  device: DeviceInfo,
  auth: UpstreamAuth | null,
  now = Date.now(),
): TrackingPayload {
  const userId = auth?.userId != null ? String(auth.userId) : '';
  return {
    aessign: encryptText(`${appKey()}|${device.deviceId}|${now}`),
    device_id: device.deviceId,
    g_id: crypto.randomUUID(),
    net_status: input.net_status,
    os_sys: device.osName,
    os_ver: device.osVersion,
    upload_time: now,
    event_time: Math.min(...input.event_list.map((event) => event.event_time)),
    vendor: device.brand,
    device_model: device.brand,
    app_key: appKey(),
    event_list: input.event_list.map((event) => ({ ...event, user_id: userId })),
  };
}

/** Forwarded to the tracking host (TRACKING_URL), encrypted (needEncrypt999); no login. */
export function submitTracking(
  input: z.infer<typeof trackingSubmitInputSchema>,
  device: DeviceInfo,
  auth: UpstreamAuth | null,
) {
  return upstreamPost('/buried/point/data/submit', trackingAcceptedSchema, {
    body: trackingPayload(input, device, auth),
    options: {
      needLogin: false,
      extBase: trackingBaseUrl(),
      needEncrypt999: true,
      errorHandle: false,
      timeoutMs: 3000,
    },
    auth: null,
  });
}
