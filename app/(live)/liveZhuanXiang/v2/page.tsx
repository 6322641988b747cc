import { PROGRAM_DAYS, ProgramListScreen, type ProgramDay } from '@/components/live/program-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { PROGRAM_STATUSES, type ProgramStatus } from '@/lib/live/schemas';
import { listPrograms } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/liveZhuanXiang/v2', { description: '会员专享直播与回放。' });

/** 直播专享: the members-only programmes, filterable by ?status= like the programme list. */
export default async function LiveExclusivePage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; day?: string }>;
}) {
  const { status, day } = await searchParams;
  const valid = (PROGRAM_STATUSES as readonly string[]).includes(status ?? '') ? (status as ProgramStatus) : undefined;
  const validDay = PROGRAM_DAYS.some((item) => item.value === day) ? (day as ProgramDay) : 'all';
  const programs = await listPrograms({ status: valid, exclusive: true });
  return (
    <PageShell route="/liveZhuanXiang/v2">
      {programs.ok ? (
        <ProgramListScreen
          programs={programs.data}
          asOf={programs.asOf}
          stale={programs.stale}
          status={valid}
          day={validDay}
          exclusive
          basePath="/liveZhuanXiang/v2"
        />
      ) : (
        <ReadError error={programs.error} />
      )}
    </PageShell>
  );
}
