import { NoticeList } from '@/components/download/notice-list';
import { PageShell } from '@/components/ui/page-shell';
import { getNotices } from '@/lib/notice/server';
import { parseNoticeCategory } from '@/lib/notice/schemas';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/notice', { title: '财知道公告', description: '平台公告与风险提示。' });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NoticePage({ searchParams }: Props) {
  const params = await searchParams;
  const category = parseNoticeCategory(params.category);
  const result = await getNotices(category);
  return (
    <PageShell route="/notice">
      <NoticeList category={category} result={result} openId={Number(params.id) || undefined} />
    </PageShell>
  );
}
