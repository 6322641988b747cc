import { LuckyBagStatusScreen } from '@/components/live/lucky-bag-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { DEFAULT_ROOM_ID } from '@/lib/live/schemas';
import { resolveBag } from '@/lib/live/lucky-bag-server';
import { idParam, idParamOr } from '@/lib/routes/page-params';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/shareCaidanStatusFull/v2', { description: '福袋开奖结果：中奖名单与可验证的抽奖记录。' });

/** ?bagId= (or the latest bag of ?roomId=): the draw's result, the caller's own and how to verify it. */
export default async function ShareCaidanStatusFullPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const read = await resolveBag({ bagId: idParam(query.bagId), roomId: idParamOr(query.roomId, DEFAULT_ROOM_ID) });
  return (
    <PageShell route="/shareCaidanStatusFull/v2">
      {read.ok ? <LuckyBagStatusScreen bag={read.data} /> : <ReadError error={read.error} notFoundTitle="福袋不存在" />}
    </PageShell>
  );
}
