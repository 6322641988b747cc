'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { AppOnlyButton } from '@/components/open-app/app-only-button';
import { AsOf, EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import stateStyles from '@/components/ui/states.module.css';
import { syncSelfStocks } from '@/lib/bridge/calls';
import { canSyncOptionalStocks, VERSION_TOO_LOW_MESSAGE } from '@/lib/bridge/gates';
import { openStockDetail, type StockRef } from '@/lib/bridge/stock-detail';
import styles from './self-stock-list.module.css';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'data'; stocks: StockRef[]; at: string };

function toStockRefs(data: unknown): StockRef[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((item) => (typeof item === 'string' ? { code: item } : item && typeof item === 'object' && 'code' in item ? (item as StockRef) : null))
    .filter((item): item is StockRef => item !== null && /^[A-Za-z0-9.]{1,12}$/.test(item.code));
}

/**
 * The user's optional (self-selected) stocks live in the app (SPEC §5 optional stocks: iOS 2.0.53 /
 * Android 2.0.54). A tap opens the native stock detail when the app is new enough (iOS 2.0.36 /
 * Android 2.0.38), else the H5 stock page. Outside the app the page explains and offers the app.
 */
export function SelfStockList({ feature, emptyHint }: { feature: string; emptyHint: string }) {
  const native = useNativeContext();
  const router = useRouter();
  const supported = native.inApp && canSyncOptionalStocks(native);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const query = useCallback(() => {
    syncSelfStocks('query').then(
      (data) => setLoad({ state: 'data', stocks: toStockRefs(data), at: new Date().toLocaleTimeString('zh-CN', { hour12: false }) }),
      () => setLoad({ state: 'error' }),
    );
  }, []);

  useEffect(() => {
    if (supported) query();
  }, [supported, query]);
  const retry = () => {
    setLoad({ state: 'loading' });
    query();
  };

  if (!native.inApp) {
    return (
      <EmptyState
        title={`${feature}需在 App 内查看`}
        description="自选股保存在 App 中。打开 App 即可查看并接收提醒。"
        action={
          <AppOnlyButton feature={feature} onInApp={() => undefined} className={stateStyles.button}>
            打开App查看
          </AppOnlyButton>
        }
      />
    );
  }
  if (!supported) {
    return <EmptyState title={VERSION_TOO_LOW_MESSAGE} description={`${feature}需要 iOS 2.0.53 / Android 2.0.54 及以上版本。`} action={<a className={stateStyles.button} href="/h5/download">去升级</a>} />;
  }
  if (load.state === 'loading') return <Skeleton rows={6} label="正在读取自选股" />;
  if (load.state === 'error') {
    return (
      <ErrorState
        description="暂时无法读取自选股，请稍后重试。"
        action={
          <button type="button" className={stateStyles.button} onClick={retry}>
            重试
          </button>
        }
      />
    );
  }
  if (load.stocks.length === 0) return <EmptyState title="还没有自选股" description={emptyHint} />;

  const open = (index: number) => {
    if (!openStockDetail(load.stocks, index)) router.push(`/stock?${new URLSearchParams({ code: load.stocks[index].code })}`);
  };
  return (
    <section>
      <ul className={styles.list} aria-label="自选股">
        {load.stocks.map((stock, index) => (
          <li key={stock.code}>
            <button type="button" className={styles.row} onClick={() => open(index)}>
              <span className={`${styles.name} ${stock.name ? '' : 'num'}`}>{stock.name ?? stock.code}</span>
              <span className={`${styles.code} num`}>{stock.name ? stock.code : ''}</span>
              <span aria-hidden className={styles.chevron}>
                ›
              </span>
            </button>
          </li>
        ))}
      </ul>
      <AsOf time={load.at} note="自选股来自 App" />
    </section>
  );
}
