import type { ReactNode } from 'react';
import { buttonClass } from './button';
import styles from './states.module.css';

/** The four states of every data view (CONVENTIONS "UI"): loading, empty, error, data with as-of. */
export function Skeleton({ rows = 6, label = '加载中...' }: { rows?: number; label?: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.bar} />
      ))}
    </div>
  );
}

export function EmptyState({
  title = '暂无数据',
  description,
  action,
  icon = true,
}: {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: boolean;
}) {
  return (
    <div className={styles.state} role="status">
      {icon ? (
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden>
          <path
            d="M8 28 13 10h22l5 18v10H8z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <path d="M8 28h10l2 4h8l2-4h10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
      ) : null}
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.desc}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}

export function ErrorState({
  title = '加载失败',
  description = '网络或服务暂时不可用，请稍后重试。',
  retryHref,
  action,
}: {
  title?: string;
  description?: ReactNode;
  /** A plain link that reloads the view: works without JavaScript ('' = this document). */
  retryHref?: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.state} role="alert">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden>
        <path d="M24 6 44 41H4z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M24 19v11M24 34.5v1" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      <p className={styles.desc}>{description}</p>
      <div className={styles.actions}>
        {retryHref !== undefined ? (
          <a className={buttonClass()} href={retryHref}>
            重试
          </a>
        ) : null}
        {action}
      </div>
    </div>
  );
}

/** 数据截至 …; `stale` marks data served from cache while the upstream is down. */
export function AsOf({ time, stale = false, note }: { time: string; stale?: boolean; note?: string }) {
  return (
    <p className={`${styles.asOf} ${stale ? styles.stale : ''}`}>
      数据截至 {time}
      {stale ? '（服务暂不可用，显示的是缓存数据）' : ''}
      {note ? ` · ${note}` : ''}
    </p>
  );
}

export function SandboxBadge() {
  return (
    // Inside a landmark chosen by the page shell: the title bar (banner) or an aside after the content.
    <span className={styles.badge} data-testid="sandbox-badge">
      演示数据
    </span>
  );
}
