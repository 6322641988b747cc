import { notFound } from 'next/navigation';
import { QuestionnaireDetailScreen } from '@/components/questionnaire/questionnaire-detail-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { idParam } from '@/lib/routes/page-params';
import { readQuestionnaire } from '@/lib/questionnaire/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/questionnaire/detail/{id}', { robots: { index: false } });

type Props = { params: Promise<{ id: string }> };

export default async function QuestionnaireDetailPage({ params }: Props) {
  const id = idParam((await params).id);
  if (id === null) notFound();
  const read = await readQuestionnaire(id);
  if (!read.ok && read.error.status === 404) notFound();
  return (
    <PageShell route="/questionnaire/detail/{id}">
      {read.ok ? <QuestionnaireDetailScreen questionnaire={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
