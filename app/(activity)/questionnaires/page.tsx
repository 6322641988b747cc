import { QuestionnaireHub } from '@/components/questionnaire/questionnaire-hub';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readQuestionnaires } from '@/lib/questionnaire/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/questionnaires', { robots: { index: false } });

export default async function QuestionnairesPage() {
  const read = await readQuestionnaires();
  return (
    <PageShell route="/questionnaires">
      {read.ok ? <QuestionnaireHub items={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
