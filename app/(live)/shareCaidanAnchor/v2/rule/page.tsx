import { LuckyBagRuleScreen } from '@/components/live/lucky-bag-rule';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { DEFAULT_ROOM_ID } from '@/lib/live/schemas';
import { getVerifiedDraw, resolveBag } from '@/lib/live/lucky-bag-server';
import { idParam, idParamOr } from '@/lib/routes/page-params';
import { combineReads } from '@/lib/read/result';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/shareCaidanAnchor/v2/rule', {
    description: '福袋规则与公开验证：开奖前公布种子哈希，开奖后公布种子，任何人可复算中奖名单。',
  });

/** ?bagId=: the rules as published at the open, the seed hash, and after the draw the seed and a recomputation. */
export default async function ShareCaidanRulePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const bag = await resolveBag({ bagId: idParam(query.bagId), roomId: idParamOr(query.roomId, DEFAULT_ROOM_ID) });
  const read = bag.ok ? combineReads(bag, await getVerifiedDraw(bag.data.drawId)) : bag;
  return (
    <PageShell route="/shareCaidanAnchor/v2/rule">
      {read.ok ? (
        <LuckyBagRuleScreen bag={read.data[0]} draw={read.data[1].draw} verification={read.data[1].verification} />
      ) : (
        <ReadError error={read.error} notFoundTitle="福袋不存在" />
      )}
    </PageShell>
  );
}
