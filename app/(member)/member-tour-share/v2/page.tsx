import { MemberTourShare } from '@/components/member/member-tour';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { headlinePlan } from '@/lib/member/catalogue';
import { readPlans } from '@/lib/member/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/member-tour-share/v2', { title: '一起开启会员之旅', description: '从看懂行情，到专属投顾陪伴' });

export default async function MemberTourSharePage() {
  const plans = await readPlans();
  return (
    <PageShell route="/member-tour-share/v2" ownHeading>
      {plans.ok ? (
        <MemberTourShare vip={headlinePlan(plans.data, 'VIP')} svip={headlinePlan(plans.data, 'SVIP')} />
      ) : (
        <ReadError error={plans.error} />
      )}
    </PageShell>
  );
}
