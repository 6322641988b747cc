import { UserQuestionPopup } from '@/components/popups/user-question-popup';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/userQuestionPopup', { robots: { index: false } });

export default function UserQuestionPopupPage() {
  return (
    <PageShell route="/userQuestionPopup" header={false} sandboxData={false}>
      <UserQuestionPopup />
    </PageShell>
  );
}
