import { CaidanPayHandOver } from '@/components/caidan/pay-hand-over';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/llczd/m/caidanPayMiddle', {}, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2: stores the pay-result flag for the cai-dan centre and tells the app to close this page. */
export default async function CaidanPayMiddlePage({ searchParams }: Props) {
  const { result, order_no: orderNo } = await searchParams;
  const outcome = result === 'success' || result === 'fail' || result === 'cancel' ? result : 'unknown';
  return (
    <PageShell route="/llczd/m/caidanPayMiddle" header={false} sandboxData={false}>
      <CaidanPayHandOver
        result={outcome}
        orderNo={typeof orderNo === 'string' && /^LC\d{8,24}$/.test(orderNo) ? orderNo : null}
      />
    </PageShell>
  );
}
