import { SimilarMatchView } from '@/components/market/similar/similar-views';
import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import { readSimilarPage } from '@/lib/market/similar-read';
import { badInput } from '@/lib/read/result';

const PATH = '/result';
type Props = { searchParams: Promise<SearchParams> };

function matchIndex(params: SearchParams): number | null {
  const raw = param(params, 'match') ?? '1';
  return /^([1-9]|10)$/.test(raw) ? Number(raw) - 1 : null;
}

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await readSimilarPage(params);
  const m = data.ok ? data.data.matches[matchIndex(params) ?? 0] : undefined;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: m
      ? `与${m.security.name} ${m.from} 至 ${m.to} 的走势相似度 ${Math.round(m.similarity * 100)}%。`
      : '相似K线匹配结果。',
  });
}

export default async function SimilarResultPage({ searchParams }: Props) {
  const params = await searchParams;
  const index = matchIndex(params);
  if (index === null)
    return (
      <PageShell route={PATH}>
        <ReadError
          error={badInput('匹配序号须为1至10').error}
          back={{ path: '/similar-candlestick/index', label: '重新搜索' }}
        />
      </PageShell>
    );
  const data = await readSimilarPage(params);
  if (data.ok && !data.data.matches[index])
    return (
      <PageShell route={PATH}>
        <ReadError
          error={badInput('没有该序号的匹配结果').error}
          back={{ path: '/similar-candlestick/index', label: '重新搜索' }}
        />
      </PageShell>
    );
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <SimilarMatchView data={data.data} index={index} stale={data.stale} />
      ) : (
        <StockReadError error={data.error} list={{ path: '/similar-candlestick/index', label: '重新搜索' }} />
      )}
    </PageShell>
  );
}
