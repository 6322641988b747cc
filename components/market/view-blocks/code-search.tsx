import styles from './market.module.css';
import { withBasePath } from '@/lib/routes/hrefs';
import { StockCodeInput } from '@/components/bridge/stock-code-input';

/** A plain GET form: works without JavaScript; in the app the code is typed on the native stock keyboard. */
export function CodeSearch({
  action,
  placeholder,
  defaultValue,
  name = 'code',
}: {
  action: string;
  placeholder: string;
  defaultValue?: string;
  name?: string;
}) {
  return (
    <form className={styles.form} action={withBasePath(action)} method="get" role="search">
      <label className="visually-hidden" htmlFor={`search-${name}`}>
        {placeholder}
      </label>
      <StockCodeInput
        id={`search-${name}`}
        className={styles.input}
        name={name}
        defaultValue={defaultValue}
        placeholder={placeholder}
        inputMode={name === 'code' ? 'numeric' : 'search'}
        maxLength={name === 'code' ? 6 : 12}
      />
      <button className={styles.button} type="submit">
        搜索
      </button>
    </form>
  );
}
