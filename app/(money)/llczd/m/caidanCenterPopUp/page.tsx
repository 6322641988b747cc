import { SignInPopup } from '@/components/caidan/sign-in-popup';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { newActionId } from '@/lib/api/action-key';
import { shareMetadata } from '@/lib/share/metadata';
import { readTaskBoard } from '@/lib/task/server';

export const generateMetadata = () => shareMetadata('/llczd/m/caidanCenterPopUp', {}, { robots: { index: false } });

export default async function CaidanCenterPopUpPage() {
  const board = await readTaskBoard();
  if (!board.ok)
    return (
      <PageShell route="/llczd/m/caidanCenterPopUp" header={false}>
        <ReadError error={board.error} />
      </PageShell>
    );
  const task = board.data.tasks.find((t) => t.id === 'sign_in')!;
  const units = task.reward.type === 'caidan' ? task.reward.units : 0;
  return (
    <PageShell route="/llczd/m/caidanCenterPopUp" header={false}>
      <SignInPopup
        state={board.data.signed_today ? task.state : 'unsigned'}
        units={units}
        streak={board.data.streak}
        actionId={newActionId()}
      />
    </PageShell>
  );
}
