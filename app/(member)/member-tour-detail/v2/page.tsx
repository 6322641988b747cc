import { MemberTourDetail } from '@/components/member/member-tour';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readMembership } from '@/lib/member/server';
import { readOrders } from '@/lib/order/server';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/member-tour-detail/v2', { description: '我的会员开通与续费记录' }, { robots: { index: false } });

export default async function MemberTourDetailPage() {
  const loggedIn = await hasSession();
  const [membership, orders] = await Promise.all([readMembership(), loggedIn ? readOrders('PAID') : null]);
  const failed = orders && !orders.ok ? orders.error : !membership.ok ? membership.error : null;
  return (
    <PageShell route="/member-tour-detail/v2" ownHeading>
      {failed ? (
        <ReadError error={failed} />
      ) : (
        <MemberTourDetail
          membership={membership.ok ? membership.data : null}
          orders={orders?.ok ? orders.data : null}
        />
      )}
    </PageShell>
  );
}
