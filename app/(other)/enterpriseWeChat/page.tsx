import { headers } from 'next/headers';
import { QrPanel } from '@/components/share/qr-panel';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { ENTERPRISE_WECHAT_URL } from '@/lib/share/app-links';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/enterpriseWeChat', { title: '添加专属服务顾问', description: '添加企业微信，获取专属服务与答疑。' });

export default async function EnterpriseWeChatPage() {
  const inWechat = readNativeContext(await headers()).environment === 'wechat';
  return (
    <PageShell route="/enterpriseWeChat" sandboxData={false}>
      <QrPanel
        title="添加专属服务顾问"
        description="添加企业微信，获取会员服务、订单与发票问题的专属答疑（工作日 9:00–18:00）。"
        text={ENTERPRISE_WECHAT_URL}
        label="企业微信服务顾问二维码"
        steps={
          inWechat
            ? ['长按上方二维码', '选择「识别图中二维码」', '点击「添加到通讯录」']
            : ['截图保存二维码', '打开微信「扫一扫」，从相册选择该截图', '点击「添加到通讯录」']
        }
      />
    </PageShell>
  );
}
