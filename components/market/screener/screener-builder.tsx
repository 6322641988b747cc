import { AppLink as Link } from '@/components/ui/app-link';
import { TrackedLink } from '@/components/ui/tracked-elements';
import {
  conditionDef,
  describeRange,
  formatConditions,
  SCREENER_CATEGORIES,
  SCREENER_CONDITIONS,
  SCREENER_PRESETS,
  type Condition,
} from '@/lib/market/screener-rules';
import type { ScreenerAnswer } from '@/lib/market/screener-schemas';
import { href, withBasePath } from '@/lib/routes/hrefs';
import { TRACKING } from '@/lib/tracking/definitions';
import { Card, MarketView } from '../view-blocks/card';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import tools from '../view-blocks/tools.module.css';
import { SavedStrategies } from './saved-strategies';

const PATH = '/conditionalSeletor/index';
const link = (conditions: readonly Condition[]) => href(PATH, { c: formatConditions(conditions) || undefined });

/** A range edit that could not be applied: what the user typed, and why (shown beside that condition). */
export interface RangeEditError {
  key: string;
  min: string;
  max: string;
  message: string;
}

/**
 * 条件选股: removable chips with ranges (GET forms), conditions by category, a live count, strategies.
 * A bad range is said beside its condition with the typed values kept; `notices` are problems of the
 * link itself (conditions that could not be read were left out).
 */
export function ScreenerBuilder({
  conditions,
  data,
  stale,
  editError,
  notices = [],
}: {
  conditions: Condition[];
  data: ScreenerAnswer;
  stale: boolean;
  editError?: RangeEditError;
  notices?: string[];
}) {
  const chosen = new Set(conditions.map((c) => c.key));
  const text = formatConditions(conditions);
  return (
    <MarketView>
      <Card
        title="已选条件"
        extra={
          <span className={tools.count} data-testid="screener-count">
            {data.count} / {data.total} 只
          </span>
        }
      >
        {notices.length ? (
          <p className={tools.fieldError} role="alert" data-testid="screener-notice">
            {notices.join('；')}（已忽略这些条件）
          </p>
        ) : null}
        {conditions.length ? (
          <div>
            {conditions.map((c) => {
              const def = conditionDef(c.key)!;
              const error = editError?.key === c.key ? editError : undefined;
              const errorId = `screener-error-${c.key}`;
              return (
                <form
                  key={c.key}
                  className={tools.rangeForm}
                  action={withBasePath(PATH)}
                  method="get"
                  aria-label={`${def.label}范围`}
                >
                  <input type="hidden" name="c" value={text} />
                  <input type="hidden" name="edit" value={c.key} />
                  <strong>{def.label}</strong>
                  <label>
                    <span className="visually-hidden">{def.label}下限</span>
                    <input
                      className={tools.rangeInput}
                      name="min"
                      inputMode="decimal"
                      defaultValue={error ? error.min : (c.min ?? '')}
                      placeholder="不限"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    />
                  </label>
                  至
                  <label>
                    <span className="visually-hidden">{def.label}上限</span>
                    <input
                      className={tools.rangeInput}
                      name="max"
                      inputMode="decimal"
                      defaultValue={error ? error.max : (c.max ?? '')}
                      placeholder="不限"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    />
                  </label>
                  {def.unit}
                  <button className={styles.ghost} type="submit">
                    应用
                  </button>
                  <Link
                    prefetch={false}
                    href={link(conditions.filter((x) => x.key !== c.key))}
                    className={styles.chip}
                    aria-label={`移除${def.label}`}
                    replace
                    scroll={false}
                  >
                    ✕ 移除
                  </Link>
                  {error ? (
                    <p id={errorId} className={tools.fieldError} role="alert" data-testid="screener-field-error">
                      {error.message}
                    </p>
                  ) : null}
                </form>
              );
            })}
          </div>
        ) : (
          <p className={styles.muted}>从下方添加条件，或选择一个系统策略。</p>
        )}
        <p className={styles.note}>
          {conditions.map((c) => `${conditionDef(c.key)!.label} ${describeRange(c)}`).join('；') ||
            '未设置条件：显示全部股票'}
        </p>
        <Link
          prefetch={false}
          className={styles.more}
          href={href('/conditionalSeletor/detail', { c: text || undefined })}
          data-testid="screener-results"
        >
          查看 {data.count} 只结果 ›
        </Link>
        {conditions.length ? (
          <Link
            prefetch={false}
            className={styles.chip}
            href={link([])}
            replace
            scroll={false}
            data-testid="screener-clear"
          >
            清空条件
          </Link>
        ) : null}
      </Card>
      <Card title="添加条件">
        <div className={tools.categories}>
          {SCREENER_CATEGORIES.map((category) => (
            <nav key={category} className={styles.chips} aria-label={`${category}条件`}>
              <span className={styles.chipLabel}>{category}</span>
              {SCREENER_CONDITIONS.filter((d) => d.category === category).map((d) =>
                chosen.has(d.key) ? (
                  <span key={d.key} className={styles.chipActive} aria-current="true">
                    {d.label}
                  </span>
                ) : (
                  <TrackedLink
                    prefetch={false}
                    key={d.key}
                    className={styles.chip}
                    href={link([...conditions, { key: d.key, min: d.initial[0], max: d.initial[1] }])}
                    replace
                    scroll={false}
                    event={{ ...TRACKING.stockSelection.events.conditionClick, eventAttr: { condition: d.key } }}
                  >
                    + {d.label}
                  </TrackedLink>
                ),
              )}
            </nav>
          ))}
        </div>
      </Card>
      <Card title="系统策略">
        <nav className={styles.chips} aria-label="系统策略">
          {SCREENER_PRESETS.map((p) => (
            <Link
              prefetch={false}
              key={p.key}
              className={text === p.conditions ? styles.chipActive : styles.chip}
              href={href(PATH, { c: p.conditions })}
              replace
              scroll={false}
            >
              {p.name}
            </Link>
          ))}
        </nav>
      </Card>
      <SavedStrategies current={text} />
      <ViewFooter asOf={data.asOf} stale={stale} note="选股结果仅为数据筛选，不构成投资建议" />
    </MarketView>
  );
}
