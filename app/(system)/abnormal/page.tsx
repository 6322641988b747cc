import { AbnormalScreen } from '@/components/system/abnormal-screen';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/abnormal', { robots: { index: false } });

export default async function AbnormalPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { reason, from } = await searchParams;
  return (
    <PageShell route="/abnormal" sandboxData={false}>
      <AbnormalScreen
        reason={typeof reason === 'string' ? reason : undefined}
        from={typeof from === 'string' ? from : undefined}
      />
    </PageShell>
  );
}
