import { LegalPage } from '@/components/legal/legal-page';
import { legalMetadata } from '@/lib/legal/metadata';

export const generateMetadata = () => legalMetadata('/new/networkInformationService');

export default function Page() {
  return <LegalPage route="/new/networkInformationService" />;
}
