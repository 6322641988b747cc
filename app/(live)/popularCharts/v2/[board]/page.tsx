import { notFound } from 'next/navigation';
import { ChartScreen } from '@/components/live/chart-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { CHART_BOARDS, type ChartBoard } from '@/lib/live/schemas';
import { getChart } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ board: string }>; searchParams: Promise<{ period?: string }> };

function boardOf(board: string): ChartBoard | null {
  return (CHART_BOARDS as readonly string[]).includes(board) ? (board as ChartBoard) : null;
}

export async function generateMetadata({ params }: Props) {
  const board = boardOf((await params).board);
  return board ? shareMetadata(`/popularCharts/v2/${board}`, { description: '直播人气榜单，每日更新。' }) : {};
}

/** The seven boards; /popularCharts/v2 itself is redirected to popularity-list by the proxy. */
export default async function PopularChartPage({ params, searchParams }: Props) {
  const board = boardOf((await params).board);
  if (!board) notFound();
  const chart = await getChart(board, (await searchParams).period);
  return (
    <PageShell route={`/popularCharts/v2/${board}`}>
      {chart.ok ? (
        <ChartScreen board={board} chart={chart.data} stale={chart.stale} />
      ) : (
        <ReadError error={chart.error} />
      )}
    </PageShell>
  );
}
