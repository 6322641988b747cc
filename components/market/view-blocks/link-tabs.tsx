import { AppLink as Link } from '@/components/ui/app-link';
import { LinkPending } from './link-pending';
import styles from './market.module.css';

export interface LinkOption {
  key: string;
  label: string;
  href: string;
}

/** Tabs as links: they work without JavaScript and keep the choice in the URL (shareable, cacheable). */
export function LinkTabs({ options, active, label }: { options: LinkOption[]; active: string; label: string }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {options.map((o) => (
        <Link
          prefetch={false}
          key={o.key}
          href={o.href}
          className={o.key === active ? styles.tabActive : styles.tab}
          aria-current={o.key === active ? 'page' : undefined}
          scroll={false}
          replace
        >
          {o.label}
          <LinkPending />
        </Link>
      ))}
    </nav>
  );
}

/**
 * Filter chips, rendered in line with the page. Not in a Suspense boundary of their own: React may
 * outline a boundary of the first HTML (the 原因 row of /tool/lhb/today, long encoded hrefs) and
 * reveal it later with a script, and the rows appearing then pushed the table down (Lighthouse CLS 0.1).
 */
export function LinkChips({ options, active, label }: { options: LinkOption[]; active: string; label: string }) {
  return (
    <nav className={styles.chips} aria-label={label}>
      <span className={styles.chipLabel}>{label}</span>
      {options.map((o) => (
        <Link
          prefetch={false}
          key={o.key}
          href={o.href}
          className={o.key === active ? styles.chipActive : styles.chip}
          aria-current={o.key === active ? 'true' : undefined}
          scroll={false}
          replace
        >
          {o.label}
          <LinkPending />
        </Link>
      ))}
    </nav>
  );
}
