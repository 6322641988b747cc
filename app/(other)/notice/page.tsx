import { NoticeList } from '@/components/download/notice-list';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/notice', { title: '财知道公告', description: '平台公告与风险提示。' });

export default function NoticePage() {
  return (
    <PageShell route="/notice" sandboxData={false}>
      <NoticeList />
    </PageShell>
  );
}
