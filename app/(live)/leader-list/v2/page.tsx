import { TeacherListScreen } from '@/components/live/teacher-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/leader-list/v2', { description: '直播间榜单：贡献与亲密度排行。' });

/** 名师榜: teachers ranked by fans. */
export default function LeaderListPage() {
  return (
    <PageShell route="/leader-list/v2">
      <TeacherListScreen ranked />
    </PageShell>
  );
}
