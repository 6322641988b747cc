import { QrPanel } from '@/components/share/qr-panel';
import { PageShell } from '@/components/ui/page-shell';
import { EmptyState } from '@/components/ui/states';
import { qrCodeRequest } from '@/lib/share/qr-request';
import { pageMetadata } from '@/lib/routes/page';
import { HOME_URL } from '@/lib/routes/hrefs';

export const metadata = pageMetadata('/show-qr-code', { robots: { index: false } });

export default async function ShowQrCodePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const request = qrCodeRequest(await searchParams);
  return (
    <PageShell route="/show-qr-code" sandboxData={false}>
      {request ? (
        <QrPanel
          title={request.title}
          description={request.description}
          text={request.text}
          label={`${request.title}二维码`}
          steps={['长按二维码识别，或截图后使用扫一扫']}
        />
      ) : (
        <EmptyState
          title="没有可显示的二维码"
          description="链接缺少二维码内容或内容无效，请返回上一页重新打开。"
          action={<a href={HOME_URL}>返回首页</a>}
        />
      )}
    </PageShell>
  );
}
