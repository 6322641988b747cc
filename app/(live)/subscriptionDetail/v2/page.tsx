import { ProgramDetailScreen } from '@/components/live/program-detail-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { idParam } from '@/lib/routes/page-params';
import { getProgram } from '@/lib/live/server';
import { pageUrl } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/subscriptionDetail/v2', { description: '订阅直播节目，开播第一时间提醒。' });

/** ?programId=<programme id>: the programme and its reservation. */
export default async function SubscriptionDetailPage({
  searchParams,
}: {
  searchParams: Promise<{ programId?: string }>;
}) {
  const programId = idParam((await searchParams).programId);
  const program = programId === null ? null : await getProgram(programId);
  return (
    <PageShell route="/subscriptionDetail/v2">
      {program === null ? (
        <EmptyState
          title="缺少节目参数"
          description="请从节目单进入。"
          action={<a href={pageUrl('/programList/v2')}>去节目单</a>}
        />
      ) : program.ok ? (
        <ProgramDetailScreen program={program.data} />
      ) : (
        <ReadError error={program.error} notFoundTitle="节目不存在" />
      )}
    </PageShell>
  );
}
