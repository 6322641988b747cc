import { ProgramSearchScreen } from '@/components/live/program-pick-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { searchPrograms } from '@/lib/live/program-order';
import { listPrograms } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/programSearchPageDark/v2', { description: '搜索直播节目：按节目、老师或话题查找。' });

/** ?q= keywords (all must match); without one, just the form. */
export default async function ProgramSearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : (raw ?? '')).trim().slice(0, 30);
  if (!query)
    return (
      <PageShell route="/programSearchPageDark/v2" sandboxData={false}>
        <ProgramSearchScreen route="/programSearchPageDark/v2" query="" results={null} />
      </PageShell>
    );
  const read = await listPrograms();
  return (
    <PageShell route="/programSearchPageDark/v2">
      {read.ok ? (
        <ProgramSearchScreen
          route="/programSearchPageDark/v2"
          query={query}
          results={searchPrograms(read.data, query)}
        />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
