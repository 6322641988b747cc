import { ContentMissing } from '@/components/content/content-missing';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/404', { robots: { index: false } });

export default function ContentNotFound() {
  return <ContentMissing />;
}
