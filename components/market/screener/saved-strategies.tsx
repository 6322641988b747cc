'use client';

import { useState } from 'react';
import { putFirst } from '@/lib/market/local-list-rules';
import { href, withBasePath } from '@/lib/routes/hrefs';
import styles from '../view-blocks/market.module.css';
import { useLocalList } from '../view-blocks/use-local-list';

interface Strategy {
  name: string;
  c: string;
}

const MAX_STRATEGIES = 10;

const isStrategy = (s: unknown): s is Strategy =>
  typeof (s as Strategy)?.name === 'string' && typeof (s as Strategy)?.c === 'string';

/** 我的策略: the current conditions saved on this device under a name, reopened with one tap. */
export function SavedStrategies({ current }: { current: string }) {
  const [list, write] = useLocalList('h5:screener-strategies', isStrategy, MAX_STRATEGIES);
  const [name, setName] = useState('');
  const save = () => {
    const label = name.trim().slice(0, 12) || `我的策略${list.length + 1}`;
    write(putFirst(list, { name: label, c: current }, (a, b) => a.c === b.c || a.name === b.name, MAX_STRATEGIES));
    setName('');
  };
  return (
    <section className={styles.card} aria-label="我的策略">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>我的策略</h2>
      </div>
      {current ? (
        <div className={styles.form}>
          <label className="visually-hidden" htmlFor="strategy-name">
            策略名称
          </label>
          <input
            id="strategy-name"
            className={styles.input}
            value={name}
            maxLength={12}
            placeholder="给当前条件起个名字"
            onChange={(e) => setName(e.target.value)}
          />
          <button type="button" className={styles.button} onClick={save} data-testid="save-strategy">
            保存
          </button>
        </div>
      ) : null}
      {list.length ? (
        <div className={styles.chips} style={{ marginTop: 'calc(16 * var(--u))' }}>
          {list.map((s) => (
            <a
              key={s.name}
              className={styles.chip}
              href={withBasePath(href('/conditionalSeletor/index', { c: s.c }))}
              data-testid="saved-strategy"
            >
              {s.name}
            </a>
          ))}
        </div>
      ) : (
        <p className={styles.muted}>保存在本机，可随时一键恢复条件。</p>
      )}
    </section>
  );
}
