/**
 * The one rule for an id in a path or query: a positive decimal integer the upstream's 32-bit signed
 * columns can hold (1 … 2³¹−1), written without sign, leading zeros or exponent. Anything else is an
 * id that cannot exist.
 */
export const MAX_ROUTE_ID = 2_147_483_647;

const CANONICAL_ID = /^[1-9]\d{0,9}$/;

export function routeIdOf(raw: string | readonly string[] | undefined | null): number | null {
  const text = typeof raw === 'string' ? raw : raw?.[0];
  if (text === undefined || !CANONICAL_ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROUTE_ID ? id : null;
}
