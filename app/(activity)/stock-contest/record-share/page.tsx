import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { RecordShareMissing, RecordShareScreen, recordHeadline } from '@/components/contest/record-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readNativeContext } from '@/lib/bridge/native-context';
import { readContestRecordCard, readMyContestRecords } from '@/lib/contest/server';
import { href, pageUrl } from '@/lib/routes/hrefs';
import { hasSession } from '@/lib/session/session';
import { canonicalUrl, requestOrigin, shareCardImagePath, shareMetadata } from '@/lib/share/metadata';

const ROUTE = '/stock-contest/record-share';
const DESCRIPTION = '百万虚拟资金模拟选股，比收益也比回撤控制。';
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const codeOf = async (searchParams: Props['searchParams']) => {
  const raw = (await searchParams).code;
  return typeof raw === 'string' ? raw : undefined;
};

// A personal record: shared by its link, kept out of search engines.
export async function generateMetadata({ searchParams }: Props) {
  const code = await codeOf(searchParams);
  const card = code === undefined ? null : await readContestRecordCard(code);
  const title = card?.ok ? recordHeadline(card.data) : undefined;
  return shareMetadata(
    ROUTE,
    { title, description: DESCRIPTION, url: code && card?.ok ? pageUrl(ROUTE, { code }) : undefined },
    { robots: { index: false, follow: true } },
  );
}

export default async function StockContestRecordSharePage({ searchParams }: Props) {
  const code = await codeOf(searchParams);
  if (code === undefined) {
    // Without a code: the viewer's latest record, under its shareable address.
    if (!(await hasSession()))
      return (
        <PageShell route={ROUTE}>
          <RecordShareMissing loggedIn={false} />
        </PageShell>
      );
    const mine = await readMyContestRecords();
    if (!mine.ok)
      return (
        <PageShell route={ROUTE}>
          <ReadError error={mine.error} />
        </PageShell>
      );
    const latest = mine.data.records[0];
    if (latest) redirect(href(ROUTE, { code: latest.share_code }));
    return (
      <PageShell route={ROUTE}>
        <RecordShareMissing loggedIn />
      </PageShell>
    );
  }
  const card = readContestRecordCard(code);
  const read = card ? await card : null;
  if (!read || (!read.ok && read.error.status === 404)) notFound();
  if (!read.ok)
    return (
      <PageShell route={ROUTE}>
        <ReadError error={read.error} />
      </PageShell>
    );
  const [origin, requestHeaders] = await Promise.all([requestOrigin(), headers()]);
  const share = {
    link: canonicalUrl(origin, href(ROUTE, { code })),
    imgUrl: `${origin}${shareCardImagePath('contest')}`,
  };
  return (
    <PageShell route={ROUTE}>
      <RecordShareScreen record={read.data} environment={readNativeContext(requestHeaders).environment} share={share} />
    </PageShell>
  );
}
