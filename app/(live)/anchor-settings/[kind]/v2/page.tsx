import { notFound } from 'next/navigation';
import { AnchorCoupons } from '@/components/anchor/anchor-coupons';
import { AnchorGate } from '@/components/anchor/anchor-gate';
import { SettingsScreen } from '@/components/anchor/settings-screen';
import { settingsRoute } from '@/components/anchor/settings-routes';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getSettings, listAnchorCoupons } from '@/lib/anchor/server';
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
          // 专属优惠券 also issues the room's live coupons (the popup settings above, the coupons below).
          const [read, coupons] = await Promise.all([
            getSettings(kind),
            kind === 'exclusive-coupons' ? listAnchorCoupons() : null,
          ]);
          if (!read.ok) return <ReadError error={read.error} />;
          if (coupons && !coupons.ok) return <ReadError error={coupons.error} />;
          return (
            <SettingsScreen kind={kind} values={read.data.values} updatedAt={read.data.updatedAt}>
              {coupons?.ok ? <AnchorCoupons list={coupons.data} /> : null}
            </SettingsScreen>
          );
        }}
      </AnchorGate>
    </PageShell>
  );
}
