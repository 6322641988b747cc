import { TransitScreen } from '@/components/system/transit-screen';
import { PageShell } from '@/components/ui/page-shell';
import { safeReturnPath } from '@/lib/routes/return-path';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/transitPage', { robots: { index: false } });

export default async function TransitPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { target } = await searchParams;
  const raw = typeof target === 'string' ? target : undefined;
  // Only our own pages are forwarded to: an open redirect would hand users to phishing sites.
  const safe = raw ? safeReturnPath(raw, '') : '';
  return (
    <PageShell route="/transitPage" sandboxData={false}>
      <TransitScreen target={safe || null} rejected={Boolean(raw) && !safe} />
    </PageShell>
  );
}
