import styles from './market.module.css';
import { withBasePath } from '@/lib/routes/hrefs';

/** A plain GET form: works without JavaScript. */
export function CodeSearch({ action, placeholder, defaultValue, name = 'code' }: { action: string; placeholder: string; defaultValue?: string; name?: string }) {
  return (
    <form className={styles.form} action={withBasePath(action)} method="get" role="search">
      <label className="visually-hidden" htmlFor={`search-${name}`}>
        {placeholder}
      </label>
      <input id={`search-${name}`} className={styles.input} name={name} defaultValue={defaultValue} placeholder={placeholder} inputMode={name === 'code' ? 'numeric' : 'search'} autoComplete="off" />
      <button className={styles.button} type="submit">
        搜索
      </button>
    </form>
  );
}
