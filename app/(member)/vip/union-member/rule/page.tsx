import { UnionMemberRules } from '@/components/member/union-member-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readUnionMember } from '@/lib/member/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/vip/union-member/rule', { description: '联合会员权益的领取与使用规则' });

export default async function UnionMemberRulePage() {
  const union = await readUnionMember();
  return (
    <PageShell route="/vip/union-member/rule">
      {union.ok ? <UnionMemberRules rules={union.data.rules} /> : <ReadError error={union.error} />}
    </PageShell>
  );
}
