import { AptitudePopup } from '@/components/compliance/compliance-popups';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/aptitudePopup', { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AptitudePopupPage({ searchParams }: Props) {
  const { adviser, certNo } = await searchParams;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 32) : undefined);
  return (
    <PageShell route="/aptitudePopup" header={false} sandboxData={false}>
      <AptitudePopup adviser={text(adviser)} certNo={text(certNo)} />
    </PageShell>
  );
}
