import { ConfirmPopup } from '@/components/popups/confirm-popup';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/authPopup', { robots: { index: false } });

export default function AuthPopupPage() {
  return (
    <PageShell route="/authPopup" header={false} sandboxData={false}>
      <ConfirmPopup
        tone="info"
        title="授权提示"
        confirm={{ label: '同意授权', result: { authorized: true } }}
        cancel={{ label: '暂不授权', result: { authorized: false } }}
      >
        <p>
          为向您提供适当性匹配的服务，需要使用您的手机号与实名认证信息。我们仅将其用于本次服务，并按《隐私政策》保护您的信息。
        </p>
      </ConfirmPopup>
    </PageShell>
  );
}
