import { TeacherListScreen } from '@/components/live/teacher-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/teacherList/v2', { description: '财知道入驻分析师：擅长方向、直播时间与往期回放。' });

export default function TeacherListPage() {
  return (
    <PageShell route="/teacherList/v2">
      <TeacherListScreen />
    </PageShell>
  );
}
