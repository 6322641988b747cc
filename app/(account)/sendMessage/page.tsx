import { ClosureSmsStep } from '@/components/account/closure-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readClosureState } from '@/lib/account/settings-server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/sendMessage', { description: '短信验证后提交注销申请' }, { robots: { index: false } });

export default async function SendMessagePage({
  searchParams,
}: {
  searchParams: Promise<{ agree?: string | string[]; forfeit?: string | string[] }>;
}) {
  const { agree, forfeit } = await searchParams;
  const state = await readClosureState();
  return (
    <PageShell route="/sendMessage">
      {state.ok ? (
        <ClosureSmsStep state={state.data} agreed={agree === '1'} forfeit={forfeit === '1'} />
      ) : (
        <ReadError error={state.error} />
      )}
    </PageShell>
  );
}
