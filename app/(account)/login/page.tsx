import { AccountCard } from '@/components/account/account-card';
import { LoginForm } from '@/components/account/login-form';
import { PageShell } from '@/components/ui/page-shell';
import { maskMobile } from '@/lib/account/schemas';
import { safeReturnPath } from '@/lib/routes/return-path';
import { getSession, hasSession } from '@/lib/session/session';
import { pageUrl } from '@/lib/routes/hrefs';
import { canonicalUrl, requestOrigin, shareMetadata } from '@/lib/share/metadata';
import { APP_NAME } from '@/lib/brand';

/** Indexable like every public page (SEO 100): description, canonical URL without the return path, share card. */
export async function generateMetadata() {
  const canonical = canonicalUrl(await requestOrigin(), '/login');
  return shareMetadata(
    '/login',
    { description: `登录${APP_NAME}：手机号验证码登录，查看会员权益、订单与钱包，参与直播互动。`, url: canonical },
    { alternates: { canonical }, robots: { index: true, follow: true } },
  );
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ redirect?: string | string[]; invitation_code?: string | string[] }>;
}) {
  const { redirect, invitation_code: invitationCode } = await searchParams;
  const requested = typeof redirect === 'string' ? safeReturnPath(redirect, '') : '';
  const loggedIn = await hasSession();
  const session = loggedIn ? await getSession() : null;
  return (
    <PageShell route="/login" sandboxData={loggedIn}>
      {loggedIn ? (
        <AccountCard mobile={session?.mobile ? maskMobile(session.mobile) : null} returnTo={requested || null} />
      ) : (
        <LoginForm
          returnTo={requested || pageUrl('/login')}
          invitation={
            typeof invitationCode === 'string' && /^[A-Za-z0-9]{1,16}$/.test(invitationCode) ? invitationCode : ''
          }
        />
      )}
    </PageShell>
  );
}
