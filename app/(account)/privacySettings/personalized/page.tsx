import { PrivacySwitch } from '@/components/account/privacy-switch';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readPrivacySettings } from '@/lib/account/settings-server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/privacySettings/personalized', { description: '管理个性化推荐' }, { robots: { index: false } });

export default async function PersonalizedSettingsPage() {
  const settings = await readPrivacySettings();
  return (
    <PageShell route="/privacySettings/personalized">
      {settings.ok ? <PrivacySwitch settings={settings.data} /> : <ReadError error={settings.error} />}
    </PageShell>
  );
}
