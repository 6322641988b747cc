import { headers } from 'next/headers';
import { RecruitmentScreen } from '@/components/anchor/recruitment-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getMyApplication } from '@/lib/anchor/server';
import { loginHref, pageUrl } from '@/lib/routes/hrefs';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/anchorRecruitment/v2', { description: '主播招募：投顾与财经达人入驻申请。' });

export default async function AnchorRecruitmentPage() {
  const [loggedIn, requestHeaders] = await Promise.all([hasSession(), headers()]);
  const login = loginHref(requestHeaders.get('x-h5-url') ?? pageUrl('/anchorRecruitment/v2'));
  const application = loggedIn ? await getMyApplication() : null;
  return (
    <PageShell route="/anchorRecruitment/v2">
      {application && !application.ok ? (
        <ReadError error={application.error} />
      ) : (
        <RecruitmentScreen loggedIn={loggedIn} loginHref={login} application={application?.data ?? null} />
      )}
    </PageShell>
  );
}
