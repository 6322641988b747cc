import { ProfessionalInfoScreen } from '@/components/live/professional-info-screen';
import { PageShell } from '@/components/ui/page-shell';
import { DEFAULT_TEACHER_ID } from '@/lib/live/schemas';
import { parseId } from '@/lib/live/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/professionalMessage/v2');

/** ?teacherId=<teacher id>: the adviser's practising information (证书编号). */
export default async function ProfessionalMessagePage({ searchParams }: { searchParams: Promise<{ teacherId?: string }> }) {
  const teacherId = parseId((await searchParams).teacherId, DEFAULT_TEACHER_ID) ?? DEFAULT_TEACHER_ID;
  return (
    <PageShell route="/professionalMessage/v2">
      <ProfessionalInfoScreen teacherId={teacherId} />
    </PageShell>
  );
}
