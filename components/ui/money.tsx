import { formatFen, formatFenShort } from '@/lib/format/fen';

/**
 * An amount of integer fen as ¥ text (SPEC §9 divisor 100, lib/format's integer arithmetic):
 * 2980 → ¥29.80; `short` drops trailing zero decimals (¥298); `signed` writes +¥/-¥ for a movement.
 */
export function moneyText(
  fen: number,
  { short = false, signed = false }: { short?: boolean; signed?: boolean } = {},
): string {
  if (!Number.isSafeInteger(fen)) return '--';
  const abs = Math.abs(fen);
  const sign = fen < 0 ? '-' : signed && fen > 0 ? '+' : '';
  return `${sign}¥${short ? formatFenShort(abs) : formatFen(abs)}`;
}

/** An amount in the number font with tabular figures. */
export function Money({
  fen,
  short,
  signed,
  className,
}: {
  fen: number;
  short?: boolean;
  signed?: boolean;
  className?: string;
}) {
  return <span className={className ? `num ${className}` : 'num'}>{moneyText(fen, { short, signed })}</span>;
}
