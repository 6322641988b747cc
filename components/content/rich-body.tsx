import { StockTapDelegate } from '@/components/market/view-blocks/stock-tap-delegate';
import styles from './content.module.css';

/**
 * HTML that lib/content/sanitize.ts has already made safe on the server (allow-list, §3 tags as our
 * links). Stock tags carry data-stock: inside the app the delegate opens the native stock detail.
 */
export function RichBody({ html, variant = 'article' }: { html: string; variant?: 'article' | 'post' }) {
  return (
    <>
      <div
        className={variant === 'article' ? styles.body : styles.postBody}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <StockTapDelegate />
    </>
  );
}
