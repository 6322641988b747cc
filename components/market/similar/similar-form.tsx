import { MAX_WINDOW, MIN_WINDOW } from '@/lib/market/similarity';
import { withBasePath } from '@/lib/routes/hrefs';
import { StockCodeInput } from '@/components/bridge/stock-code-input';
import styles from '../view-blocks/market.module.css';
import tools from '../view-blocks/tools.module.css';

/** The search inputs as a plain GET form (works without JavaScript). */
export function SimilarForm({ code, window, scope }: { code: string; window: number; scope: 'own' | 'all' }) {
  return (
    <form
      className={tools.rangeForm}
      action={withBasePath('/similar-candlestick/index')}
      method="get"
      role="search"
      aria-label="相似K线搜索条件"
    >
      <label>
        股票代码{' '}
        <StockCodeInput
          className={tools.rangeInput}
          name="code"
          defaultValue={code}
          inputMode="numeric"
          pattern="\d{6}"
          maxLength={6}
          required
        />
      </label>
      <label>
        窗口（交易日）{' '}
        <input
          className={tools.rangeInput}
          name="window"
          type="number"
          min={MIN_WINDOW}
          max={MAX_WINDOW}
          defaultValue={window}
          required
        />
      </label>
      <label>
        范围{' '}
        <select className={tools.select} name="scope" defaultValue={scope}>
          <option value="own">本股历史</option>
          <option value="all">全部股票</option>
        </select>
      </label>
      <button className={styles.button} type="submit">
        搜索相似
      </button>
    </form>
  );
}
