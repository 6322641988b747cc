import { LegalPage } from '@/components/legal/legal-page';
import { legalMetadata } from '@/lib/legal/metadata';
import type { LegalQuery } from '@/lib/legal/registry';

export const generateMetadata = () => legalMetadata('/new/jncjAppServiceWithParamsYear');

/** The price comes from the query (?price=…); period and terms from the route. */
export default async function Page({ searchParams }: { searchParams: Promise<LegalQuery> }) {
  return <LegalPage route="/new/jncjAppServiceWithParamsYear" query={await searchParams} />;
}
