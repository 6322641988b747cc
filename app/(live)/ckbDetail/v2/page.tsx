import { CkbDetailScreen } from '@/components/live/ckb-detail-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { latestReplay } from '@/lib/live/program-order';
import { DEFAULT_TEACHER_ID } from '@/lib/live/schemas';
import { idParam } from '@/lib/routes/page-params';
import { getProgram, getTeacher } from '@/lib/live/server';
import { pageUrl } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/ckbDetail/v2', { description: '操盘宝：名师操盘复盘回放与操盘要点。' });

/** ?programId=<a replayed programme>; without one, the default teacher's latest 操盘宝. */
export default async function CkbDetailPage({ searchParams }: { searchParams: Promise<{ programId?: string }> }) {
  const programId = idParam((await searchParams).programId);
  if (programId === null) {
    const detail = await getTeacher(DEFAULT_TEACHER_ID);
    const latest = detail.ok ? latestReplay(detail.data.programs) : undefined;
    return (
      <PageShell route="/ckbDetail/v2">
        {!detail.ok ? (
          <ReadError error={detail.error} />
        ) : latest ? (
          <CkbDetailScreen program={latest} detail={detail.data} />
        ) : (
          <NoReplay />
        )}
      </PageShell>
    );
  }
  const program = await getProgram(programId);
  const detail = program.ok ? await getTeacher(program.data.teacherId) : null;
  return (
    <PageShell route="/ckbDetail/v2">
      {!program.ok ? (
        <ReadError error={program.error} notFoundTitle="操盘宝不存在" />
      ) : !detail?.ok ? (
        <ReadError error={detail!.error} />
      ) : program.data.replayUrl ? (
        <CkbDetailScreen program={program.data} detail={detail.data} />
      ) : (
        <NoReplay />
      )}
    </PageShell>
  );
}

function NoReplay() {
  return (
    <EmptyState
      title="回放生成中"
      description="这期节目还没有回放，可以先看看节目单。"
      action={<a href={pageUrl('/programList/v2')}>去节目单</a>}
    />
  );
}
