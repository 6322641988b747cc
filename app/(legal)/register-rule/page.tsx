import { LegalPage } from '@/components/legal/legal-page';
import { legalMetadata } from '@/lib/legal/metadata';

export const generateMetadata = () => legalMetadata('/register-rule');

export default function Page() {
  return <LegalPage route="/register-rule" />;
}
