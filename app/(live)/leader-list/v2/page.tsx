import { TeacherListScreen } from '@/components/live/teacher-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listTeachers } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/leader-list/v2', { description: '直播间榜单：贡献与亲密度排行。' });

/** 名师榜: teachers ranked by fans. */
export default async function LeaderListPage() {
  const teachers = await listTeachers('fans');
  return (
    <PageShell route="/leader-list/v2">
      {teachers.ok ? (
        <TeacherListScreen teachers={teachers.data} asOf={teachers.asOf} stale={teachers.stale} ranked />
      ) : (
        <ReadError error={teachers.error} />
      )}
    </PageShell>
  );
}
