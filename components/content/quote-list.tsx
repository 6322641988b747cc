import { Change, Price } from '@/components/market/view-blocks/change';
import type { Quote } from '@/lib/content/server';
import { lhbStockHref, withBasePath } from '@/lib/routes/hrefs';
import styles from './content.module.css';

/** The stocks a piece touches, with their latest close and change (red up, green down, with ▲▼). */
export function QuoteList({ quotes, title = '相关股票' }: { quotes: Quote[]; title?: string }) {
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="quotes-title">
      <h2 id="quotes-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.quotes}>
        {quotes.map((quote) => (
          <li key={quote.code} className={styles.quote}>
            <a
              href={withBasePath(lhbStockHref(quote.code))}
              data-stock={quote.code}
              data-stock-name={quote.name}
              data-stock-market={quote.market}
            >
              {quote.name}
              <span className={styles.quoteCode}>{quote.code}</span>
            </a>
            <span className={styles.quoteNumbers}>
              <Price value={quote.close} />
              <Change value={quote.pct} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
