/**
 * The browse-tracking event model of SPEC §3 and the send rule of SPEC §5.
 */
export const CHECKED_EVENT_TYPES = ['click', 'page', 'task', 'show', 'leave', 'enter', 'resume'] as const;
export type EventType = (typeof CHECKED_EVENT_TYPES)[number];

export interface TrackEvent {
  eventId: string;
  eventLabel?: string;
  eventType?: EventType | string;
  eventAttr?: Record<string, string | number | boolean>;
  /** When set, the event must also pass the enable and eventType checks. */
  isCheck?: boolean;
  /** Arrives from markup as a string: only the string 'false' (or false) disables. */
  enable?: boolean | string;
  /** Upload at once instead of waiting for the next batch. */
  isAtonceUpload?: boolean;
}

/** SPEC §9: this event is uploaded immediately. */
export const IMMEDIATE_EVENT_IDS: ReadonlySet<string> = new Set(['membership_conversions_page']);

/**
 * SPEC §5: sent only if eventId exists and, when isCheck is set, enable is not the string "false"
 * and eventType is one of click, page, task, show, leave, enter, resume.
 */
export function shouldSendEvent(event: Partial<TrackEvent> | null | undefined): boolean {
  if (!event || typeof event.eventId !== 'string' || event.eventId.trim() === '') return false;
  if (!event.isCheck) return true;
  if (event.enable === 'false' || event.enable === false) return false;
  return (CHECKED_EVENT_TYPES as readonly string[]).includes(event.eventType ?? '');
}

export function isImmediateEvent(event: TrackEvent): boolean {
  return Boolean(event.isAtonceUpload) || IMMEDIATE_EVENT_IDS.has(event.eventId);
}
