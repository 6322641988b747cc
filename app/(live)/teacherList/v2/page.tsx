import { TeacherListScreen } from '@/components/live/teacher-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listTeachers } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/teacherList/v2', { description: '财知道入驻分析师：擅长方向、直播时间与往期回放。' });

export default async function TeacherListPage() {
  const teachers = await listTeachers();
  return (
    <PageShell route="/teacherList/v2">
      {teachers.ok ? (
        <TeacherListScreen teachers={teachers.data} asOf={teachers.asOf} stale={teachers.stale} />
      ) : (
        <ReadError error={teachers.error} />
      )}
    </PageShell>
  );
}
