import { Disclaimer } from '@/components/compliance/disclaimer';
import { AsOf } from '@/components/ui/states';

/** 数据截至 … (stale-labelled) and the SPEC §9 disclaimer, at the foot of every market view. */
export function ViewFooter({ asOf, stale = false, note }: { asOf?: string; stale?: boolean; note?: string }) {
  return (
    <footer>
      {asOf ? <AsOf time={asOf} stale={stale} note={note} /> : null}
      <Disclaimer />
    </footer>
  );
}
