import { LuckyBagWatchScreen } from '@/components/live/lucky-bag-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { DEFAULT_ROOM_ID } from '@/lib/live/schemas';
import { resolveBag } from '@/lib/live/lucky-bag-server';
import { idParam, idParamOr } from '@/lib/routes/page-params';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/shareCaidanWatchFull/v2', { description: '直播间福袋：满足条件即可参与，开奖结果可公开验证。' });

/** ?bagId= a bag, or ?roomId= the room's latest bag: the viewer's panel over the room. */
export default async function ShareCaidanWatchFullPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const [read, loggedIn] = await Promise.all([
    resolveBag({ bagId: idParam(query.bagId), roomId: idParamOr(query.roomId, DEFAULT_ROOM_ID) }),
    hasSession(),
  ]);
  return (
    <PageShell route="/shareCaidanWatchFull/v2">
      {read.ok ? (
        <LuckyBagWatchScreen bag={read.data} loggedIn={loggedIn} />
      ) : (
        <ReadError error={read.error} notFoundTitle="暂无福袋" notFoundDescription="主播发起福袋后会在这里出现。" />
      )}
    </PageShell>
  );
}
