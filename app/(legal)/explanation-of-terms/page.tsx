import { LegalPage } from '@/components/legal/legal-page';
import { legalMetadata } from '@/lib/legal/metadata';

export const generateMetadata = () => legalMetadata('/explanation-of-terms');

export default function Page() {
  return <LegalPage route="/explanation-of-terms" />;
}
