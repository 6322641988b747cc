import { z } from 'zod';

/** SPEC §5: only these event types are sent. */
export const TRACKING_EVENT_TYPES = ['click', 'page', 'task', 'show', 'leave', 'enter', 'resume'] as const;

export const trackingEventSchema = z.object({
  event_time: z.number().int().positive(),
  event_id: z.string().trim().min(1).max(64),
  event_label: z.string().max(128).default(''),
  event_type: z.enum(TRACKING_EVENT_TYPES),
  event_attr: z.record(z.string(), z.union([z.string().max(256), z.number(), z.boolean()])).default({}),
});

/** What the browser posts; the BFF adds the device and app fields of SPEC §7 itself. */
export const trackingSubmitInputSchema = z.object({
  net_status: z.enum(['wifi', '4g', '5g', '3g', '2g', 'unknown']).default('unknown'),
  event_list: z.array(trackingEventSchema).min(1).max(50),
});

/** The payload of SPEC §7 sent to the tracking host. */
export const trackingPayloadSchema = z.object({
  aessign: z.string().min(1),
  device_id: z.string(),
  g_id: z.string(),
  net_status: z.string(),
  os_sys: z.string(),
  os_ver: z.string(),
  upload_time: z.number().int(),
  event_time: z.number().int(),
  vendor: z.string(),
  device_model: z.string(),
  app_key: z.string(),
  event_list: z.array(
    z.object({
      event_time: z.number().int(),
      event_id: z.string(),
      event_label: z.string(),
      event_type: z.string(),
      user_id: z.string(),
      event_attr: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type TrackingPayload = z.infer<typeof trackingPayloadSchema>;

export const trackingAcceptedSchema = z.object({ accepted: z.number().int().nonnegative() });
