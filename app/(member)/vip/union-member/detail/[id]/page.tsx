import { notFound } from 'next/navigation';
import { UnionMemberDetail } from '@/components/member/union-member-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readUnionMember, readUnionRecords } from '@/lib/member/server';
import { newActionId } from '@/lib/api/action-key';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const [{ id }, union] = await Promise.all([params, readUnionMember()]);
  const partner = union.ok ? union.data.partners.find((p) => String(p.id) === id) : undefined;
  return shareMetadata(
    '/vip/union-member/detail/{id}',
    partner ? { title: partner.benefit, description: partner.description } : {},
  );
}

export default async function UnionMemberDetailPage({ params }: Props) {
  const [{ id }, union, loggedIn] = await Promise.all([params, readUnionMember(), hasSession()]);
  if (!union.ok)
    return (
      <PageShell route="/vip/union-member/detail/{id}" ownHeading>
        <ReadError error={union.error} />
      </PageShell>
    );
  const partner = union.data.partners.find((p) => String(p.id) === id);
  if (!partner) notFound();
  const records = loggedIn ? await readUnionRecords() : null;
  const claimed = records?.ok ? (records.data.find((record) => record.partner_id === partner.id)?.code ?? null) : null;
  return (
    <PageShell route="/vip/union-member/detail/{id}" ownHeading>
      <UnionMemberDetail partner={partner} loggedIn={loggedIn} actionId={newActionId()} claimedCode={claimed} />
    </PageShell>
  );
}
