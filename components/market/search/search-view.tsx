import type { StockSearch } from '@/lib/market/search-schemas';
import { EmptyState } from '@/components/ui/states';
import { catalogueMessage, ErrorCode } from '@/lib/errors';
import { Card, MarketView } from '../view-blocks/card';
import { CodeSearch } from '../view-blocks/code-search';
import { StockList } from '../stock/stock-view';
import { RecentSearches } from './recent-searches';

/** 股票搜索: by code, name or pinyin initials (gzmt → 贵州茅台); recent and hot searches. */
export function SearchView({
  query,
  result,
  hot,
  message,
}: {
  query: string;
  result: StockSearch | null;
  hot: StockSearch['hot'];
  message?: string;
}) {
  return (
    <MarketView>
      <CodeSearch action="/searchPage" name="q" placeholder="代码 / 名称 / 拼音首字母" defaultValue={query} />
      {/* The §8 1003 mark (data-error-code) also keeps this refusal out of the page cache (lib/read/page-cache.ts). */}
      {message ? (
        <div data-testid="bad-input" data-error-code={ErrorCode.MissingParams}>
          <EmptyState title={catalogueMessage(ErrorCode.MissingParams) ?? '缺少相关参数'} description={message} />
        </div>
      ) : null}
      {result ? (
        <Card title="搜索结果" extra={`${result.rows.length} 只`}>
          {result.rows.length ? (
            <StockList rows={result.rows} />
          ) : (
            <EmptyState title="没有找到相关股票" description="试试6位代码、简称或拼音首字母，如 gzmt" />
          )}
        </Card>
      ) : null}
      <RecentSearches />
      <Card title="热门搜索">
        <StockList rows={hot} />
      </Card>
    </MarketView>
  );
}
