/**
 * SPEC §9 default debounce: 1000 ms. One constant for every repeated-tap guard — writes (the BFF
 * action hook) and navigation hand-offs alike.
 */
export const DEFAULT_DEBOUNCE_MS = 1000;

/**
 * A leading-edge guard: the first call passes, calls within `ms` of the last one that passed are
 * dropped. For taps, where the first tap must act at once and a double tap must not act twice.
 */
export function createLeadingGuard(
  ms: number = DEFAULT_DEBOUNCE_MS,
  now: () => number = () => Date.now(),
): () => boolean {
  let last = -Infinity;
  return () => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    return true;
  };
}
