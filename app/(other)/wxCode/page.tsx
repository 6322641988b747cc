import { headers } from 'next/headers';
import { QrPanel } from '@/components/share/qr-panel';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { OFFICIAL_ACCOUNT_NAME, OFFICIAL_ACCOUNT_URL } from '@/lib/share/app-links';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/wxCode', {
    title: `关注「${OFFICIAL_ACCOUNT_NAME}」公众号`,
    description: '直播提醒、异动推送和活动通知，第一时间送达。',
  });

export default async function WxCodePage() {
  const inWechat = readNativeContext(await headers()).environment === 'wechat';
  return (
    <PageShell route="/wxCode" sandboxData={false}>
      <QrPanel
        title={`关注「${OFFICIAL_ACCOUNT_NAME}」公众号`}
        description="直播提醒、异动推送和活动通知，第一时间送达。"
        text={OFFICIAL_ACCOUNT_URL}
        label={`${OFFICIAL_ACCOUNT_NAME}公众号二维码`}
        steps={
          inWechat
            ? ['长按上方二维码', '选择「识别图中二维码」', '点击「关注公众号」']
            : ['截图保存二维码', '打开微信「扫一扫」，从相册选择该截图', '点击「关注公众号」']
        }
      />
    </PageShell>
  );
}
