import { notFound } from 'next/navigation';
import { QuestionnaireSubmittedScreen } from '@/components/questionnaire/questionnaire-submitted-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { mapRead, type ReadResult } from '@/lib/read/result';
import type { QuestionnaireDetail } from '@/lib/questionnaire/schemas';
import { idParam } from '@/lib/routes/page-params';
import { readLatestSubmission, readQuestionnaire } from '@/lib/questionnaire/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/questionnairesResult', { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The questionnaire named by `?id=`, else the one the viewer submitted last (null when none). */
async function readSubmitted(rawId: string | string[] | undefined): Promise<ReadResult<QuestionnaireDetail | null>> {
  if (rawId !== undefined) {
    const id = idParam(typeof rawId === 'string' ? rawId : undefined);
    if (id === null) notFound();
    return readQuestionnaire(id);
  }
  const latest = await readLatestSubmission();
  if (!latest.ok || latest.data.questionnaire_id === null) return mapRead(latest, () => null);
  return readQuestionnaire(latest.data.questionnaire_id);
}

export default async function QuestionnairesResultPage({ searchParams }: Props) {
  const read = await readSubmitted((await searchParams).id);
  if (!read.ok && read.error.status === 404) notFound();
  return (
    <PageShell route="/questionnairesResult">
      {read.ok ? <QuestionnaireSubmittedScreen questionnaire={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
