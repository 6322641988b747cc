import { notFound } from 'next/navigation';
import { AppLink as Link } from '@/components/ui/app-link';
import { PageShell } from '@/components/ui/page-shell';
import { EmptyState } from '@/components/ui/states';
import { buttonClass } from '@/components/ui/button';
import { loginHref } from '@/lib/routes/hrefs';
import { pageMetadata } from '@/lib/routes/page';
import { isProductionDeployment } from '@/lib/session/deployment';

export const metadata = pageMetadata('/get-token', { robots: { index: false } });

/** SPEC §4: where logout lands outside production; a tester signs in again from here (404 in production). */
export default function GetTokenPage() {
  if (isProductionDeployment()) notFound();
  return (
    <PageShell route="/get-token" sandboxData={false}>
      <EmptyState
        title="已退出登录"
        description="测试环境：重新获取登录态后继续测试。App 内将唤起原生登录。"
        action={
          <Link className={buttonClass({ block: true, size: 'lg' })} href={loginHref('/h5/')}>
            获取登录态
          </Link>
        }
      />
    </PageShell>
  );
}
