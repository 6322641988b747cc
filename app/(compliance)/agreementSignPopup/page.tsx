import { AgreementSignPopup } from '@/components/compliance/compliance-popups';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/agreementSignPopup', { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AgreementSignPopupPage({ searchParams }: Props) {
  const { docs } = await searchParams;
  return (
    <PageShell route="/agreementSignPopup" header={false} sandboxData={false}>
      <AgreementSignPopup docs={typeof docs === 'string' ? docs : undefined} />
    </PageShell>
  );
}
