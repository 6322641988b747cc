import { notFound } from 'next/navigation';
import { LegalPage } from '@/components/legal/legal-page';
import { legalMetadata } from '@/lib/legal/metadata';
import { LEGAL_DOCUMENTS } from '@/lib/legal/registry';
import type { RoutePath } from '@/lib/routes/manifest';

type Props = { params: Promise<{ name: string }> };

const CASES = Object.keys(LEGAL_DOCUMENTS).filter((path): path is RoutePath => path.startsWith('/case-analysis/'));

export const dynamicParams = false;
export const generateStaticParams = () => CASES.map((path) => ({ name: path.split('/').pop() }));

export async function generateMetadata({ params }: Props) {
  return legalMetadata(`/case-analysis/${(await params).name}`);
}

export default async function CaseDetailPage({ params }: Props) {
  const name = (await params).name;
  const route = CASES.find((path) => path === `/case-analysis/${name}`);
  if (!route) notFound();
  return <LegalPage route={route} />;
}
