import { LegalPage } from '@/components/legal/legal-page';
import { legalMetadata } from '@/lib/legal/metadata';

export const generateMetadata = () => legalMetadata('/privacyPolicyStatement');

export default function Page() {
  return <LegalPage route="/privacyPolicyStatement" />;
}
