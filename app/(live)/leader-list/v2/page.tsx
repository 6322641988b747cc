import { TeacherListScreen } from '@/components/live/teacher-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/leader-list/v2');

/** 名师榜: teachers ranked by fans. */
export default function LeaderListPage() {
  return (
    <PageShell route="/leader-list/v2">
      <TeacherListScreen ranked />
    </PageShell>
  );
}
