'use client';

import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import type { LoginDevice } from '@/lib/account/settings-schemas';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { EmptyState } from '@/components/ui/states';
import styles from './settings.module.css';

/** The viewer's devices; "下线" ends every login of another device (its session fails at its next call). */
export function DeviceList({ devices: initial }: { devices: LoginDevice[] }) {
  const [devices, setDevices] = useState(initial);
  const [done, setDone] = useState<string | null>(null);
  const action = useBffAction({
    action: (device: LoginDevice, send) => send(`/account/devices/${device.id}/sign-out`),
    fallback: '操作失败，请稍后再试',
    refresh: false,
    onSuccess: (_data, device) => {
      setDevices((current) => current.filter((each) => each.id !== device.id));
      setDone(`“${device.model}”已退出登录`);
    },
  });
  const busy = action.pending?.id ?? null;
  const message = action.error ? { ok: false, text: action.error } : done ? { ok: true, text: done } : null;
  const signOut = async (device: LoginDevice) => {
    if (!window.confirm(`确定让“${device.model}”退出登录吗？该设备需重新登录才能使用。`)) return;
    setDone(null);
    await action.run(device);
  };

  if (devices.length === 0)
    return <EmptyState title="暂无登录设备" description="通过短信验证码登录的设备会显示在这里。" />;
  return (
    <>
      <p className={styles.note}>以下是近期登录过您账号的设备。如发现陌生设备，请让其退出登录。</p>
      {message ? (
        <p className={message.ok ? styles.note : `${styles.note} ${styles.error}`} role="status" aria-live="polite">
          {message.text}
        </p>
      ) : null}
      <ul className={styles.list} aria-label="登录设备">
        {devices.map((device) => (
          <li
            key={device.id}
            className={styles.device}
            data-testid="login-device"
            data-current={device.current ? 'true' : undefined}
          >
            <div>
              <span className={styles.deviceName}>
                {device.model}
                {device.current ? <span className={styles.current}>本机</span> : null}
              </span>
              <dl className={styles.facts}>
                <dt>系统</dt>
                <dd>{device.os}</dd>
                <dt>版本</dt>
                <dd>{device.app_version}</dd>
                <dt>首次登录</dt>
                <dd>{formatChinaDateTime(device.first_login_at)}</dd>
                <dt>最近登录</dt>
                <dd>{formatChinaDateTime(device.last_login_at)}</dd>
                <dt>登录地</dt>
                <dd>
                  {device.ip_city}（{device.ip_masked}）
                </dd>
              </dl>
            </div>
            {device.current ? null : (
              <button
                type="button"
                className={styles.small}
                onClick={() => void signOut(device)}
                disabled={busy !== null}
                aria-label={`让${device.model}退出登录`}
              >
                {busy === device.id ? '处理中…' : '退出登录'}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
