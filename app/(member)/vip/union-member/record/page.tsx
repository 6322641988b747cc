import { UnionMemberRecords } from '@/components/member/union-member-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readUnionRecords } from '@/lib/member/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/vip/union-member/record', { description: '联合会员权益领取记录' }, { robots: { index: false } });

export default async function UnionMemberRecordPage() {
  const records = await readUnionRecords();
  return (
    <PageShell route="/vip/union-member/record">
      {records.ok ? <UnionMemberRecords records={records.data} /> : <ReadError error={records.error} />}
    </PageShell>
  );
}
