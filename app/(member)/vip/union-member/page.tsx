import { UnionMemberList } from '@/components/member/union-member-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readMembership, readUnionMember } from '@/lib/member/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/vip/union-member', { description: '会员专享合作伙伴福利' });

export default async function UnionMemberPage() {
  const [union, membership] = await Promise.all([readUnionMember(), readMembership()]);
  return (
    <PageShell route="/vip/union-member" ownHeading>
      {union.ok ? (
        <UnionMemberList partners={union.data.partners} membership={membership.ok ? membership.data : null} />
      ) : (
        <ReadError error={union.error} />
      )}
    </PageShell>
  );
}
