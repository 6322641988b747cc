import { LegalPage } from '@/components/legal/legal-page';
import { legalMetadata } from '@/lib/legal/metadata';

export const generateMetadata = () => legalMetadata('/newPrivacyPolicy');

export default function Page() {
  return <LegalPage route="/newPrivacyPolicy" />;
}
