import { ProgramAccessScreen } from '@/components/live/program-access-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { idParamOr } from '@/lib/routes/page-params';
import { getProgramAccess } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/liveToOnlyAuth/v2', { description: '直播身份核验：确认账号是否在受限节目的观看名单中。' });

/** ?programId= (default 1); login required (manifest), decided by the upstream's viewer list. */
export default async function ProgramAccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const programId = idParamOr((await searchParams).programId, 1);
  return (
    <PageShell route="/liveToOnlyAuth/v2">
      <AccessLoader programId={programId} />
    </PageShell>
  );
}

async function AccessLoader({ programId }: { programId: number }) {
  const read = await getProgramAccess(programId);
  return read.ok ? (
    <ProgramAccessScreen access={read.data} enter={false} />
  ) : (
    <ReadError error={read.error} notFoundTitle="节目不存在" />
  );
}
