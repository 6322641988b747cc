'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { AppOnlyButton } from '@/components/open-app/app-only-button';
import { AsOf, EmptyState, ErrorState, Skeleton } from '@/components/ui/states';
import { buttonClass } from '@/components/ui/button';
import { syncSelfStocks } from '@/lib/bridge/calls';
import { canSyncOptionalStocks, VERSION_TOO_LOW_MESSAGE } from '@/lib/bridge/gates';
import { openStockDetail, type StockRef } from '@/lib/bridge/stock-detail';
import { MAX_ALERT_CODES } from '@/lib/market/alerts-rules';
import { stockFeedQuery, type FeedItem } from '@/lib/market/alerts-queries';
import { QueryIsland } from '@/components/app/query-island';
import styles from './self-stock-list.module.css';
import { pageUrl } from '@/lib/routes/hrefs';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'data'; stocks: StockRef[] };
export type SelfStockKind = 'alerts' | 'events';

function toStockRefs(data: unknown): StockRef[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((item) =>
      typeof item === 'string'
        ? { code: item }
        : item && typeof item === 'object' && 'code' in item
          ? (item as StockRef)
          : null,
    )
    .filter((item): item is StockRef => item !== null && /^[A-Za-z0-9.]{1,12}$/.test(item.code));
}

/**
 * The user's optional (self-selected) stocks live in the app (SPEC §5 optional stocks: iOS 2.0.53 /
 * Android 2.0.54). A tap opens the native stock detail when the app is new enough (iOS 2.0.36 /
 * Android 2.0.38), else the H5 stock page. Outside the app the page explains and offers the app.
 */
function SelfStockListView({ feature, emptyHint, kind }: { feature: string; emptyHint: string; kind: SelfStockKind }) {
  const native = useNativeContext();
  const navigation = useAppNavigation();
  const supported = native.inApp && canSyncOptionalStocks(native);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const query = useCallback(() => {
    syncSelfStocks('query').then(
      (data) => setLoad({ state: 'data', stocks: toStockRefs(data) }),
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
          <AppOnlyButton feature={feature} onInApp={() => undefined} className={buttonClass()}>
            打开App查看
          </AppOnlyButton>
        }
      />
    );
  }
  if (!supported) {
    return (
      <EmptyState
        title={VERSION_TOO_LOW_MESSAGE}
        description={`${feature}需要 iOS 2.0.53 / Android 2.0.54 及以上版本。`}
        action={
          <a className={buttonClass()} href={pageUrl('/download')}>
            去升级
          </a>
        }
      />
    );
  }
  if (load.state === 'loading') return <Skeleton rows={6} label="正在读取自选股" />;
  if (load.state === 'error') {
    return (
      <ErrorState
        description="暂时无法读取自选股，请稍后重试。"
        action={
          <button type="button" className={buttonClass()} onClick={retry}>
            重试
          </button>
        }
      />
    );
  }
  if (load.stocks.length === 0) return <EmptyState title="还没有自选股" description={emptyHint} />;

  const open = (index: number) => {
    if (!openStockDetail(load.stocks, index))
      navigation.push(`/stock?${new URLSearchParams({ code: load.stocks[index].code })}`);
  };
  return <StockFeed kind={kind} stocks={load.stocks} onOpen={open} />;
}

/** The optional stocks' alerts or events from the BFF, grouped by stock in the app's order; a stock's header opens its detail. */
function StockFeed({
  kind,
  stocks,
  onOpen,
}: {
  kind: SelfStockKind;
  stocks: StockRef[];
  onOpen: (index: number) => void;
}) {
  const codes = stocks
    .map((stock) => stock.code)
    .filter((code) => /^\d{6}$/.test(code))
    .slice(0, MAX_ALERT_CODES);
  const query = useQuery({ ...stockFeedQuery(kind, codes), enabled: codes.length > 0 });
  if (codes.length > 0 && query.isPending)
    return <Skeleton rows={6} label={kind === 'alerts' ? '正在读取异动' : '正在读取事件'} />;
  if (query.isError) {
    return (
      <ErrorState
        description={`暂时无法读取${kind === 'alerts' ? '异动' : '事件'}，请稍后重试。`}
        action={
          <button type="button" className={buttonClass()} onClick={() => void query.refetch()}>
            重试
          </button>
        }
      />
    );
  }
  const groups = new Map<string, { name: string; items: FeedItem[] }>(
    (query.data?.stocks ?? []).map((stock) => [stock.code, stock]),
  );
  const empty = kind === 'alerts' ? '今日暂无异动' : '近期暂无事件';
  return (
    <section>
      <ul className={styles.list} aria-label="自选股">
        {stocks.map((stock, index) => {
          const group = groups.get(stock.code);
          const name = stock.name ?? (group && group.name !== stock.code ? group.name : undefined);
          return (
            <li key={stock.code} className={styles.group}>
              <button type="button" className={styles.row} onClick={() => onOpen(index)}>
                <span className={`${styles.name} ${name ? '' : 'num'}`}>{name ?? stock.code}</span>
                <span className={`${styles.code} num`}>{name ? stock.code : ''}</span>
                <span aria-hidden className={styles.chevron}>
                  ›
                </span>
              </button>
              {group?.items.length ? (
                <ul className={styles.items} aria-label={`${name ?? stock.code}${kind === 'alerts' ? '异动' : '事件'}`}>
                  {group.items.map((item) => (
                    <li key={item.key} className={`${styles.item} ${item.direction ? styles[item.direction] : ''}`}>
                      <span className={`${styles.when} num`}>{item.when}</span>
                      <span className={styles.type}>
                        {item.direction ? (item.direction === 'up' ? '▲' : '▼') : ''}
                        {item.type}
                      </span>
                      <span className={`${styles.text} num`}>{item.text}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.none}>{empty}</p>
              )}
            </li>
          );
        })}
      </ul>
      <AsOf
        time={query.data?.asOf ?? new Date().toLocaleTimeString('zh-CN', { hour12: false })}
        note="自选股来自 App"
      />
    </section>
  );
}

export function SelfStockList({
  intro,
  ...props
}: {
  intro: string;
  feature: string;
  emptyHint: string;
  kind: SelfStockKind;
}) {
  return (
    <QueryIsland>
      <p className={styles.intro}>{intro}</p>
      <SelfStockListView {...props} />
    </QueryIsland>
  );
}
