import { LegalPage } from '@/components/legal/legal-page';
import { legalMetadata } from '@/lib/legal/metadata';

export const generateMetadata = () => legalMetadata('/newUseProcess');

export default function Page() {
  return <LegalPage route="/newUseProcess" />;
}
