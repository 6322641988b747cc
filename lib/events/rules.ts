/**
 * Event activities (pure, no zod): the investor tea party (seats, one per user), the
 * strategy meeting (reminder reservations) and the dragon-inn check-in (a reward a day for 7 days).
 */
export const EVENT_KINDS = ['tea_party', 'strategy', 'checkin'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Seeded ids agreed with the hub: tea party 11, strategy meeting 21, dragon inn 31. */
export const EVENT_IDS = { teaParty: 11, strategy: 21, dragonInn: 31 } as const;

/** Cai-dan for the 1st…7th check-in of the dragon inn (granted through the ledger). */
export const CHECKIN_REWARDS = [10, 10, 20, 20, 30, 30, 100] as const;

export { EVENT_ERRORS } from '@/lib/errors';
