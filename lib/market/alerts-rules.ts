/** At most this many optional stocks per alerts/events call. No zod here: the browser imports it. */
export const MAX_ALERT_CODES = 50;
