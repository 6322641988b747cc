import { TeacherListScreen } from '@/components/live/teacher-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/teacherList/v2');

export default function TeacherListPage() {
  return (
    <PageShell route="/teacherList/v2">
      <TeacherListScreen />
    </PageShell>
  );
}
