import { TeacherListScreen } from '@/components/live/teacher-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listTeachers } from '@/lib/live/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/leader-list/v2');

/** 名师榜: teachers ranked by fans. */
export default async function LeaderListPage() {
  const teachers = await listTeachers('fans');
  return (
    <PageShell route="/leader-list/v2">
      {teachers.ok ? <TeacherListScreen teachers={teachers.data} asOf={teachers.asOf} stale={teachers.stale} ranked /> : <ReadError error={teachers.error} />}
    </PageShell>
  );
}
