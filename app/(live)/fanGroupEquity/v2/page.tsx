import { FanGroupEquityScreen } from '@/components/live/fan-group-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getFanGroup } from '@/lib/live/fan-group-server';
import { DEFAULT_TEACHER_ID } from '@/lib/live/schemas';
import { idParamOr } from '@/lib/routes/page-params';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/fanGroupEquity/v2', { description: '粉丝团等级与权益：专属徽章、专属福袋、专享直播。' });

/** ?teacherId= (default the first teacher). */
export default async function FanGroupEquityPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const teacherId = idParamOr((await searchParams).teacherId, DEFAULT_TEACHER_ID);
  const [read, loggedIn] = await Promise.all([getFanGroup(teacherId), hasSession()]);
  return (
    <PageShell route="/fanGroupEquity/v2">
      {read.ok ? (
        <FanGroupEquityScreen group={read.data} loggedIn={loggedIn} />
      ) : (
        <ReadError error={read.error} notFoundTitle="粉丝团不存在" />
      )}
    </PageShell>
  );
}
