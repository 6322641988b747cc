import { ConfirmPopup } from '@/components/popups/confirm-popup';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/returnPopup', { robots: { index: false } });

export default function ReturnPopupPage() {
  return (
    <PageShell route="/returnPopup" header={false} sandboxData={false}>
      <ConfirmPopup
        tone="warning"
        title="确定要离开吗？"
        confirm={{ label: '再看看', result: { stay: true } }}
        cancel={{ label: '确定离开', result: { stay: false } }}
      >
        <p>您还没有完成当前操作，离开后已填写的内容不会保存。</p>
      </ConfirmPopup>
    </PageShell>
  );
}
