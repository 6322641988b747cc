import { AppLink as Link } from '@/components/ui/app-link';
import { SEAT_TYPE_LABELS, type SeatRef } from '@/lib/market/lhb-schemas';
import { seatHref } from '@/lib/routes/hrefs';
import styles from '../view-blocks/market.module.css';

export function SeatTag({ type }: { type: SeatRef['seatType'] }) {
  if (type === 'broker') return null;
  const cls = type === 'institution' ? styles.tagInstitution : type === 'hot_money' ? styles.tagHot : styles.tagConnect;
  return <span className={cls}>{type === 'institution' ? '机构' : type === 'hot_money' ? '游资' : '股通'}</span>;
}

export function SeatName({ seat }: { seat: SeatRef }) {
  return (
    <Link prefetch={false} href={seatHref(seat)} className={styles.wrap} style={{ display: 'inline-block' }}>
      {seat.alias ? `${seat.alias}｜` : ''}
      {seat.seatName}
      <SeatTag type={seat.seatType} />
      <span className="visually-hidden">（{SEAT_TYPE_LABELS[seat.seatType]}）</span>
    </Link>
  );
}
