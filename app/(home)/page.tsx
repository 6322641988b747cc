import { HomeHub } from '@/components/home/home-hub';
import { PageShell } from '@/components/ui/page-shell';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { requestOrigin, shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/');

export default async function HomePage() {
  return (
    <PageShell route="/" sandboxData={false} structuredData={organizationJsonLd(await requestOrigin())}>
      <HomeHub />
    </PageShell>
  );
}
