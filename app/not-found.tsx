import { NotFoundScreen } from '@/components/system/not-found-screen';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/404', { robots: { index: false } });

export default function NotFound() {
  return <NotFoundScreen />;
}
