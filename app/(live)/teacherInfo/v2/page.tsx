import { TEACHER_TABS, TeacherInfoScreen, type TeacherTab } from '@/components/live/teacher-info-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { DEFAULT_TEACHER_ID } from '@/lib/live/schemas';
import { idParamOr } from '@/lib/routes/page-params';
import { getTeacher } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/teacherInfo/v2', { description: '分析师主页：简介、直播节目与往期回放。' });

/** ?teacherId=<teacher id>&tab=live|programs|replay|licence */
export default async function TeacherInfoPage({
  searchParams,
}: {
  searchParams: Promise<{ teacherId?: string; tab?: string }>;
}) {
  const query = await searchParams;
  const teacherId = idParamOr(query.teacherId, DEFAULT_TEACHER_ID);
  const tab = TEACHER_TABS.some((item) => item.key === query.tab) ? (query.tab as TeacherTab) : 'live';
  const detail = await getTeacher(teacherId);
  return (
    <PageShell route="/teacherInfo/v2">
      {detail.ok ? (
        <TeacherInfoScreen detail={detail.data} tab={tab} />
      ) : (
        <ReadError error={detail.error} notFoundTitle="老师不存在" />
      )}
    </PageShell>
  );
}
