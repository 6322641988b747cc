import { TeacherListScreen } from '@/components/live/teacher-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listTeachers } from '@/lib/live/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/teacherList/v2');

export default async function TeacherListPage() {
  const teachers = await listTeachers();
  return (
    <PageShell route="/teacherList/v2">
      {teachers.ok ? <TeacherListScreen teachers={teachers.data} asOf={teachers.asOf} stale={teachers.stale} /> : <ReadError error={teachers.error} />}
    </PageShell>
  );
}
