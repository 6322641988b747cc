import { LegalPage } from '@/components/legal/legal-page';
import { legalMetadata } from '@/lib/legal/metadata';

export const generateMetadata = () => legalMetadata('/new/ventureCapitalConfirmation');

export default function Page() {
  return <LegalPage route="/new/ventureCapitalConfirmation" />;
}
