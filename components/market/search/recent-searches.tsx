'use client';

import { useEffect } from 'react';
import { useArmedSign } from '@/lib/browser/armed';
import { putFirst } from '@/lib/market/local-list-rules';
import { href, withBasePath } from '@/lib/routes/hrefs';
import styles from '../view-blocks/market.module.css';
import { useLocalList } from '../view-blocks/use-local-list';

interface Recent {
  code: string;
  name: string;
}

const MAX_RECENT = 10;

const isRecent = (r: unknown): r is Recent =>
  typeof (r as Recent)?.code === 'string' &&
  /^\d{6}$/.test((r as Recent).code) &&
  typeof (r as Recent)?.name === 'string';

/**
 * 最近搜索: the stocks this browser opened from the search page, kept on the device only (never sent).
 * One delegated click listener records a tapped result.
 */
export function RecentSearches() {
  const [recent, write] = useLocalList('h5:recent-stocks', isRecent, MAX_RECENT);
  useEffect(() => {
    const record = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-stock]');
      const entry = { code: link?.getAttribute('data-stock') ?? '', name: link?.getAttribute('data-stock-name') ?? '' };
      if (isRecent(entry)) write(putFirst(recent, entry, (a, b) => a.code === b.code, MAX_RECENT));
    };
    document.addEventListener('click', record, true);
    return () => document.removeEventListener('click', record, true);
  }, [recent, write]);
  useArmedSign('recentSearches');
  if (!recent.length) return null;
  return (
    <section className={styles.card} aria-label="最近搜索">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>最近搜索</h2>
        <button type="button" className={styles.copy} onClick={() => write(null)}>
          清除
        </button>
      </div>
      <div className={styles.chips}>
        {recent.map((r) => (
          <a
            key={r.code}
            className={styles.chip}
            href={withBasePath(href('/stock', { code: r.code }))}
            data-testid="recent-search"
          >
            {r.name}
          </a>
        ))}
      </div>
    </section>
  );
}
