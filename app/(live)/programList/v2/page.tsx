import { PROGRAM_DAYS, ProgramListScreen, type ProgramDay } from '@/components/live/program-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { PROGRAM_STATUSES, type ProgramStatus } from '@/lib/live/schemas';
import { listPrograms } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/programList/v2', { description: '今日直播节目单：正在直播、即将开始与精彩回放。' });

/** ?status=upcoming|live|ended|replay&day=-2..2|all; by default today's schedule, every day once a status is picked. */
export default async function ProgramListPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; day?: string }>;
}) {
  const { status, day } = await searchParams;
  const valid = (PROGRAM_STATUSES as readonly string[]).includes(status ?? '') ? (status as ProgramStatus) : undefined;
  const validDay = PROGRAM_DAYS.some((item) => item.value === day) ? (day as ProgramDay) : valid ? 'all' : '0';
  const programs = await listPrograms({ status: valid });
  return (
    <PageShell route="/programList/v2">
      {programs.ok ? (
        <ProgramListScreen
          programs={programs.data}
          asOf={programs.asOf}
          stale={programs.stale}
          status={valid}
          day={validDay}
          basePath="/programList/v2"
        />
      ) : (
        <ReadError error={programs.error} />
      )}
    </PageShell>
  );
}
