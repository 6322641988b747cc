import { useId, type ReactNode } from 'react';
import { StockTapDelegate } from './stock-tap-delegate';
import styles from './market.module.css';

/**
 * A titled section. Its accessible name is `label`, else a string title, else the heading's own text, so
 * every section landmark has a name; pass `label` where two cards on a page share a short title.
 */
export function Card({
  title,
  label,
  extra,
  children,
  id,
}: {
  title?: ReactNode;
  label?: string;
  extra?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  const name = label ?? (typeof title === 'string' ? title : undefined);
  return (
    <section className={styles.card} id={id} aria-label={name} aria-labelledby={!name && title ? headingId : undefined}>
      {title ? (
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle} id={headingId}>
            {title}
          </h2>
          {extra ? <span className={styles.cardExtra}>{extra}</span> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{children}</span>
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={styles.stats}>{children}</div>;
}

export function MarketView({ children }: { children: ReactNode }) {
  return (
    <div className={styles.view}>
      {children}
      <StockTapDelegate />
    </div>
  );
}
