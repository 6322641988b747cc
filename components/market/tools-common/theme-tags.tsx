import Link from 'next/link';
import type { ThemeTag } from '@/lib/market/tools-schemas';
import { href } from '@/lib/routes/hrefs';
import styles from '../common/market.module.css';

/** Theme (题材) tags that open the theme's page. */
export function ThemeTags({ tags }: { tags: ThemeTag[] }) {
  if (!tags.length) return <span className={styles.muted}>--</span>;
  return (
    <span>
      {tags.map((t) => (
        <Link prefetch={false} key={t.code} href={href('/hotspotTheme/detail', { code: t.code })} className={styles.tagHot}>
          {t.name}
        </Link>
      ))}
    </span>
  );
}
