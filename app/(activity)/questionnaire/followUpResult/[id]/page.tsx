import { notFound } from 'next/navigation';
import { QuestionnaireResultScreen } from '@/components/questionnaire/questionnaire-result-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { idParam } from '@/lib/routes/page-params';
import { readQuestionnaireResult } from '@/lib/questionnaire/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/questionnaire/followUpResult/{id}', { robots: { index: false } });

type Props = { params: Promise<{ id: string }> };

export default async function QuestionnaireFollowUpResultPage({ params }: Props) {
  const id = idParam((await params).id);
  if (id === null) notFound();
  const read = await readQuestionnaireResult(id);
  if (!read.ok && read.error.status === 404) notFound();
  return (
    <PageShell route="/questionnaire/followUpResult/{id}">
      {read.ok ? <QuestionnaireResultScreen result={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
