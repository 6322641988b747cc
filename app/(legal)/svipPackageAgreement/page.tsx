import { LegalPage } from '@/components/legal/legal-page';
import { legalMetadata } from '@/lib/legal/metadata';

export const generateMetadata = () => legalMetadata('/svipPackageAgreement');

export default function Page() {
  return <LegalPage route="/svipPackageAgreement" />;
}
