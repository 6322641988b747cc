import { redirect } from 'next/navigation';
import { PageShell } from '@/components/ui/page-shell';
import { ErrorState } from '@/components/ui/states';
import { wechatCardTarget } from '@/lib/share/card-link';
import { pageMetadata } from '@/lib/routes/page';
import { HOME_URL } from '@/lib/routes/hrefs';

export const metadata = pageMetadata('/wxCardLink', { robots: { index: false } });

/** A WeChat card (服务通知 / 小程序卡片) lands here with ?path=…; only our own pages are opened. */
export default async function WxCardLinkPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { path, url } = await searchParams;
  const target = wechatCardTarget(typeof path === 'string' ? path : typeof url === 'string' ? url : null);
  if (target) redirect(target);
  return (
    <PageShell route="/wxCardLink" sandboxData={false}>
      <ErrorState
        title="链接无效或已过期"
        description="该卡片链接无法打开，请返回微信重新点击，或直接前往首页。"
        action={<a href={HOME_URL}>前往首页</a>}
      />
    </PageShell>
  );
}
