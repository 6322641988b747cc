import { HomeHub } from '@/components/home/home-hub';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/');

export default function HomePage() {
  return (
    <PageShell route="/" sandboxData={false}>
      <HomeHub />
    </PageShell>
  );
}
