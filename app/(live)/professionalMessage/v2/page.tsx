import { ProfessionalInfoScreen } from '@/components/live/professional-info-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { DEFAULT_TEACHER_ID } from '@/lib/live/schemas';
import { idParamOr } from '@/lib/routes/page-params';
import { getTeacher } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/professionalMessage/v2', { description: '分析师执业信息与资质公示。' });

/** ?teacherId=<teacher id>: the adviser's practising information (证书编号). */
export default async function ProfessionalMessagePage({
  searchParams,
}: {
  searchParams: Promise<{ teacherId?: string }>;
}) {
  const teacherId = idParamOr((await searchParams).teacherId, DEFAULT_TEACHER_ID);
  const detail = await getTeacher(teacherId);
  return (
    <PageShell route="/professionalMessage/v2">
      {detail.ok ? (
        <ProfessionalInfoScreen detail={detail.data} />
      ) : (
        <ReadError error={detail.error} notFoundTitle="老师不存在" />
      )}
    </PageShell>
  );
}
