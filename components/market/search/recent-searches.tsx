'use client';

import { useEffect, useState } from 'react';
import { href, withBasePath } from '@/lib/routes/hrefs';
import styles from '../common/market.module.css';

const KEY = 'h5:recent-stocks';
const MAX = 10;

interface Recent {
  code: string;
  name: string;
}

function load(): Recent[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((r): r is Recent => typeof r?.code === 'string' && /^\d{6}$/.test(r.code) && typeof r?.name === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

/**
 * 最近搜索: the stocks this browser opened from the search page, kept on the device only (never sent).
 * One delegated click listener records a tapped result; without storage (private mode) it stays empty.
 */
export function RecentSearches() {
  const [recent, setRecent] = useState<Recent[]>([]);
  useEffect(() => {
    setRecent(load());
    const record = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-stock]');
      if (!link) return;
      const entry = { code: link.getAttribute('data-stock') ?? '', name: link.getAttribute('data-stock-name') ?? '' };
      if (!/^\d{6}$/.test(entry.code)) return;
      const next = [entry, ...load().filter((r) => r.code !== entry.code)].slice(0, MAX);
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // No storage: nothing to remember.
      }
    };
    document.addEventListener('click', record, true);
    return () => document.removeEventListener('click', record, true);
  }, []);
  if (!recent.length) return null;
  return (
    <section className={styles.card} aria-label="最近搜索">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>最近搜索</h2>
        <button
          type="button"
          className={styles.copy}
          onClick={() => {
            try {
              localStorage.removeItem(KEY);
            } catch {
              // Nothing stored.
            }
            setRecent([]);
          }}
        >
          清除
        </button>
      </div>
      <div className={styles.chips}>
        {recent.map((r) => (
          <a key={r.code} className={styles.chip} href={withBasePath(href('/stock', { code: r.code }))} data-testid="recent-search">
            {r.name}
          </a>
        ))}
      </div>
    </section>
  );
}
