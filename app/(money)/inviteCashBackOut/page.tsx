import { headers } from 'next/headers';
import { InviteOverviewScreen, InviteVisitorScreen } from '@/components/invite/invite-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readNativeContext } from '@/lib/bridge/native-context';
import { readInviteOverview, readInviteRules } from '@/lib/invite/server';
import { loginHref, pageUrl } from '@/lib/routes/hrefs';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/inviteCashBackOut', { description: '分享邀请链接、海报或邀请码，好友首笔订单后得现金返现' });

export default async function InviteCashBackOutPage() {
  const native = readNativeContext(await headers());
  if (!(await hasSession())) {
    const rules = await readInviteRules();
    return (
      <PageShell route="/inviteCashBackOut">
        {rules.ok ? (
          <InviteVisitorScreen rules={rules.data} loginTo={loginHref(pageUrl('/inviteCashBackOut'))} />
        ) : (
          <ReadError error={rules.error} />
        )}
      </PageShell>
    );
  }
  const overview = await readInviteOverview();
  return (
    <PageShell route="/inviteCashBackOut">
      {overview.ok ? (
        <InviteOverviewScreen overview={overview.data} environment={native.environment} />
      ) : (
        <ReadError error={overview.error} />
      )}
    </PageShell>
  );
}
