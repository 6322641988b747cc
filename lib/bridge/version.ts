/**
 * Compares dotted version strings numerically, segment by segment ("2.0.9" < "2.0.60").
 * Missing segments count as 0; non-numeric junk makes a version unparseable.
 */
export function parseVersion(version: string | null | undefined): number[] | null {
  if (!version) return null;
  const trimmed = version.trim();
  if (!/^\d+(\.\d+)*$/.test(trimmed)) return null;
  return trimmed.split('.').map(Number);
}

export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) throw new Error(`Unparseable version: ${left ? b : a}`);
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

/** True when `version` is at least `minimum`; an unknown version never satisfies a gate. */
export function isAtLeast(version: string | null | undefined, minimum: string): boolean {
  if (!parseVersion(version)) return false;
  return compareVersions(version as string, minimum) >= 0;
}
