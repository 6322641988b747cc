import { AccountCard } from '@/components/account/account-card';
import { LoginForm } from '@/components/account/login-form';
import { PageShell } from '@/components/ui/page-shell';
import { maskMobile } from '@/lib/account/schemas';
import { safeReturnPath } from '@/lib/routes/return-path';
import { pageMetadata } from '@/lib/routes/page';
import { getSession, hasSession } from '@/lib/session/session';
import { pageUrl } from '@/lib/routes/hrefs';

export const metadata = pageMetadata('/login', { robots: { index: false } });

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ redirect?: string | string[]; invitation_code?: string | string[] }> }) {
  const { redirect, invitation_code: invitationCode } = await searchParams;
  const requested = typeof redirect === 'string' ? safeReturnPath(redirect, '') : '';
  const loggedIn = await hasSession();
  const session = loggedIn ? await getSession() : null;
  return (
    <PageShell route="/login" sandboxData={loggedIn}>
      {loggedIn ? (
        <AccountCard mobile={session?.mobile ? maskMobile(session.mobile) : null} returnTo={requested || null} />
      ) : (
        <LoginForm returnTo={requested || pageUrl('/login')} invitation={typeof invitationCode === 'string' && /^[A-Za-z0-9]{1,16}$/.test(invitationCode) ? invitationCode : ''} />
      )}
    </PageShell>
  );
}
