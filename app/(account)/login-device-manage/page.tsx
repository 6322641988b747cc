import { DeviceList } from '@/components/account/device-list';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readLoginDevices } from '@/lib/account/settings-server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata(
    '/login-device-manage',
    { description: '查看登录过账号的设备，让陌生设备退出登录' },
    { robots: { index: false } },
  );

export default async function LoginDeviceManagePage() {
  const devices = await readLoginDevices();
  return (
    <PageShell route="/login-device-manage">
      {devices.ok ? <DeviceList devices={devices.data} /> : <ReadError error={devices.error} />}
    </PageShell>
  );
}
