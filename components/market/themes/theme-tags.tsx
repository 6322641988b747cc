import type { ThemeTag } from '@/lib/market/theme-schemas';
import { pageUrl } from '@/lib/routes/hrefs';
import styles from '../view-blocks/market.module.css';

/**
 * Theme (题材) tags that open the theme's page. Plain links, as the stock links beside them: a table
 * row carries up to three, and a next/link each is a client component to hydrate (78 on one pool).
 */
export function ThemeTags({ tags }: { tags: ThemeTag[] }) {
  if (!tags.length) return <span className={styles.muted}>--</span>;
  return (
    <span>
      {tags.map((t) => (
        <a key={t.code} href={pageUrl('/hotspotTheme/detail', { code: t.code })} className={styles.tagHot}>
          {t.name}
        </a>
      ))}
    </span>
  );
}
