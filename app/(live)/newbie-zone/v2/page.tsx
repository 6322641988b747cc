import { NewbieZoneScreen } from '@/components/live/newbie-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listPrograms } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/newbie-zone/v2', { description: '新手专区：新手课堂、节目搜索、粉丝团与福袋规则。' });

/** The beginners' class is 财经小林's room (teacher 5, seeded as 新手课堂). */
const BEGINNERS_TEACHER_ID = 5;

export default async function NewbieZonePage() {
  const read = await listPrograms({ teacherId: BEGINNERS_TEACHER_ID });
  return (
    <PageShell route="/newbie-zone/v2">
      {read.ok ? <NewbieZoneScreen programs={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
