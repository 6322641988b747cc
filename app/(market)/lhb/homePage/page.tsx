import { LhbHome } from '@/components/market/lhb/lhb-home';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeLhbDaily } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { getActiveSeats, getLhbDaily } from '@/lib/market/lhb-server';

const PATH = '/lhb/homePage';

export async function generateMetadata() {
  const daily = await getLhbDaily();
  return marketMetadata(PATH, {
    url: PATH,
    description: daily.ok ? describeLhbDaily(daily.data) : '每日龙虎榜、机构与营业部动向。',
  });
}

export default async function LhbHomePage() {
  const [daily, seats] = await Promise.all([getLhbDaily(), getActiveSeats()]);
  return (
    <PageShell route={PATH}>
      {daily.ok ? (
        <LhbHome daily={daily.data} seats={seats.ok ? seats.data : null} stale={daily.stale} />
      ) : (
        <ReadError error={daily.error} />
      )}
    </PageShell>
  );
}
