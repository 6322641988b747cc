import { notFound } from 'next/navigation';
import { AnchorGate } from '@/components/anchor/anchor-gate';
import { SettingsScreen } from '@/components/anchor/settings-screen';
import { settingsRoute } from '@/components/anchor/settings-routes';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getSettings } from '@/lib/anchor/server';
import { isSettingsKind, SETTINGS_FORMS } from '@/lib/anchor/settings-fields';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ kind: string }> };

export async function generateMetadata({ params }: Props) {
  const { kind } = await params;
  return isSettingsKind(kind) ? shareMetadata(settingsRoute(kind), { description: SETTINGS_FORMS[kind].intro }) : {};
}

/** The ten /anchor-settings/{kind}/v2 forms: one page, its fields from lib/anchor/settings-fields. */
export default async function AnchorSettingsPage({ params }: Props) {
  const { kind } = await params;
  if (!isSettingsKind(kind)) notFound();
  return (
    <PageShell route={settingsRoute(kind)}>
      <AnchorGate>
        {async () => {
          const read = await getSettings(kind);
          return read.ok ? <SettingsScreen kind={kind} values={read.data.values} updatedAt={read.data.updatedAt} /> : <ReadError error={read.error} />;
        }}
      </AnchorGate>
    </PageShell>
  );
}
