import type { ReactNode } from 'react';
import { StockTapDelegate } from './stock-tap-delegate';
import styles from './market.module.css';

export function Card({ title, extra, children, id }: { title?: ReactNode; extra?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section className={styles.card} id={id} aria-label={typeof title === 'string' ? title : undefined}>
      {title ? (
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle}>{title}</h2>
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

