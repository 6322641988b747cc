/** 2026-01-01 → 2026年1月1日 (dates in documents are calendar dates, no time zone). */
export function formatEffectiveDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}
