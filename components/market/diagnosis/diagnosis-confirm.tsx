import type { z } from 'zod';
import type { diagnosisConfigSchema } from '@/lib/api/contracts/diagnosis';
import type { Security } from '@/lib/market/security-schemas';
import { fenToYuan, toFixed2 } from '@/lib/format/amount';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { CodeSearch } from '../view-blocks/code-search';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import { DIAGNOSIS_NOTE } from './diagnosis-views';
import { UseFreeButton } from './use-free-button';

type Config = z.infer<typeof diagnosisConfigSchema>;

/** 诊股服务确认: the price and free quota of the scene (getConfigInfo), and the confirmation itself. */
export function DiagnosisConfirm({ config, security }: { config: Config; security: Security | null }) {
  const used = config.used_free_times ?? 0;
  const left = Math.max(0, config.free_times - used);
  return (
    <MarketView>
      <Card title={config.title}>
        <StatGrid>
          <Stat label="单次价格">¥{toFixed2(fenToYuan(config.price_fen))}</Stat>
          <Stat label="原价">
            <s>¥{toFixed2(fenToYuan(config.original_price_fen))}</s>
          </Stat>
          <Stat label="剩余免费">
            {left} / {config.free_times} 次
          </Stat>
        </StatGrid>
        <ul>
          {config.benefits.map((b) => (
            <li key={b} className={styles.muted}>
              {b}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="诊断股票">
        {security ? (
          <>
            <p>
              {security.name} <span className={styles.stockCode}>{security.code}</span> · {security.industry}
            </p>
            {left > 0 ? (
              <UseFreeButton scene={config.scene} code={security.code} label={`确认使用1次免费诊股（剩余${left}次）`} />
            ) : (
              <p className={styles.notice} role="status">
                本月免费次数已用完。付费诊股请在App内完成购买。
              </p>
            )}
          </>
        ) : (
          <CodeSearch action="/diagnosis-confirm" name="code" placeholder="输入6位股票代码" />
        )}
      </Card>
      <p className={styles.note}>{DIAGNOSIS_NOTE}</p>
      <ViewFooter />
    </MarketView>
  );
}
