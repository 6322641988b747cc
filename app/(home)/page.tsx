import { HomeHub } from '@/components/home/home-hub';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <PageShell route="/" sandboxData={false}>
      <HomeHub />
    </PageShell>
  );
}
