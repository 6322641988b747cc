const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** GB 11643 check digit of an 18-digit resident identity card number. */
export function isValidIdNumber(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  if (CHECK_CHARS[sum % 11] !== id[17]) return false;
  const birth = new Date(`${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}T00:00:00Z`);
  return !Number.isNaN(birth.getTime()) && birth.toISOString().slice(0, 10).replace(/-/g, '') === id.slice(6, 14);
}

/** 张三 → 张*, 欧阳娜娜 → 欧***: only the family name stays visible. */
export function maskName(name: string | null): string | null {
  if (!name) return null;
  const chars = Array.from(name);
  return chars[0] + '*'.repeat(Math.max(chars.length - 1, 1));
}

/** 110101199003078515 → 1101**********8515: region prefix and last four only. */
export function maskIdNumber(id: string | null): string | null {
  if (!id) return null;
  if (id.length < 8) return '*'.repeat(id.length);
  return `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;
}
