import { FanExclusiveLiveScreen } from '@/components/live/fan-group-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getFanGroup } from '@/lib/live/fan-group-server';
import { DEFAULT_TEACHER_ID } from '@/lib/live/schemas';
import { idParamOr } from '@/lib/routes/page-params';
import { listPrograms } from '@/lib/live/server';
import { combineReads } from '@/lib/read/result';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/fanExclusiveLive/v2', { description: '粉丝专享直播：粉丝团成员专属的节目与回放。' });

/** ?teacherId=; login and refresh (manifest); members from Lv3 only, decided on the server. */
export default async function FanExclusiveLivePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const teacherId = idParamOr((await searchParams).teacherId, DEFAULT_TEACHER_ID);
  return (
    <PageShell route="/fanExclusiveLive/v2">
      <ExclusiveLoader teacherId={teacherId} />
    </PageShell>
  );
}

async function ExclusiveLoader({ teacherId }: { teacherId: number }) {
  const read = combineReads(await getFanGroup(teacherId), await listPrograms({ teacherId, exclusive: true }));
  return read.ok ? (
    <FanExclusiveLiveScreen group={read.data[0]} programs={read.data[1]} />
  ) : (
    <ReadError error={read.error} notFoundTitle="粉丝团不存在" />
  );
}
