import type { MembershipPopupParams } from './calls';

/** SPEC §3 membership popup parameters from a query: level, business_id, source_id, clue_id. */
export function membershipPopupParams(query: Record<string, string | string[] | undefined>): MembershipPopupParams {
  const pick = (name: string) => {
    const value = query[name];
    return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : undefined;
  };
  return {
    level: pick('level')?.toUpperCase() === 'SVIP' ? 'SVIP' : 'VIP',
    business_id: pick('business_id'),
    source_id: pick('source_id'),
    clue_id: pick('clue_id'),
  };
}
