import { RefundAgreement } from '@/components/order-center/refund-agreement';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata(
    '/orderCenter/refundAgreement',
    { description: '可退款的订单、可退金额与退款流程' },
    { robots: { index: false } },
  );

export default function RefundAgreementPage() {
  return (
    <PageShell route="/orderCenter/refundAgreement" sandboxData={false}>
      <RefundAgreement />
    </PageShell>
  );
}
