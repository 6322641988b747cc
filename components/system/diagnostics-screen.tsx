'use client';

import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import styles from './system-screen.module.css';
import { apiUrl, pageUrl } from '@/lib/routes/hrefs';

interface ServerView {
  environment: string;
  inApp: boolean;
  appVersion: string | null;
  os: string;
  theme: string;
  fontSize: string;
  userAgent: string;
}

interface ClientView {
  viewport: string;
  pixelRatio: string;
  online: string;
  cookies: string;
  storage: string;
  timeZone: string;
}

interface HealthView {
  status: string;
  upstream: string;
  latency: string;
}

const ENVIRONMENT_LABEL: Record<string, string> = { app: 'App 内', wechat: '微信', browser: '浏览器' };

function readClient(): ClientView {
  let storage = '可用';
  try {
    sessionStorage.setItem('h5:probe', '1');
    sessionStorage.removeItem('h5:probe');
  } catch {
    storage = '不可用（可能处于无痕模式）';
  }
  return {
    viewport: `${window.innerWidth} × ${window.innerHeight}`,
    pixelRatio: String(window.devicePixelRatio),
    online: navigator.onLine ? '在线' : '离线',
    cookies: navigator.cookieEnabled ? '已启用' : '已禁用',
    storage,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

export function DiagnosticsScreen({ server }: { server: ServerView }) {
  const [client, setClient] = useState<ClientView | null>(null);
  const [health, setHealth] = useState<HealthView | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    // Read after hydration: the server cannot know the device's viewport or storage.
    const frame = requestAnimationFrame(() => setClient(readClient()));
    return () => cancelAnimationFrame(frame);
  }, []);

  const checkHealth = async () => {
    setChecking(true);
    const started = performance.now();
    try {
      const response = await fetch(apiUrl('/health'), { cache: 'no-store' });
      const body = (await response.json()) as { data?: { status?: string; upstream?: { ok?: boolean } } };
      setHealth({
        status: body.data?.status === 'ok' ? '正常' : '异常',
        upstream: body.data?.upstream?.ok ? '可用' : '不可用',
        latency: `${Math.round(performance.now() - started)} ms`,
      });
    } catch {
      setHealth({ status: '无法连接', upstream: '未知', latency: '—' });
    } finally {
      setChecking(false);
    }
  };

  const rows: Array<[string, string]> = [
    ['运行环境', ENVIRONMENT_LABEL[server.environment] ?? server.environment],
    ['App 版本', server.appVersion ? `v${server.appVersion}` : '—'],
    ['系统', server.os === 'ios' ? 'iOS' : server.os === 'android' ? 'Android' : '其他'],
    ['主题', server.theme === 'dark' ? '深色' : '浅色'],
    ['字号', server.fontSize],
  ];

  return (
    <section className={styles.screen} style={{ justifyContent: 'flex-start' }}>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>服务端识别</h2>
        <table className={styles.table} data-testid="server-info">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">User-Agent</th>
              <td>{server.userAgent || '—'}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>本机信息</h2>
        <table className={styles.table}>
          <tbody>
            {client ? (
              <>
                <tr>
                  <th scope="row">视口</th>
                  <td>{client.viewport}</td>
                </tr>
                <tr>
                  <th scope="row">像素比</th>
                  <td>{client.pixelRatio}</td>
                </tr>
                <tr>
                  <th scope="row">网络</th>
                  <td>{client.online}</td>
                </tr>
                <tr>
                  <th scope="row">Cookie</th>
                  <td>{client.cookies}</td>
                </tr>
                <tr>
                  <th scope="row">本地存储</th>
                  <td>{client.storage}</td>
                </tr>
                <tr>
                  <th scope="row">时区</th>
                  <td>{client.timeZone}</td>
                </tr>
              </>
            ) : (
              <tr>
                <td colSpan={2}>读取中…</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>服务检测</h2>
        {health ? (
          <table className={styles.table} data-testid="health-result">
            <tbody>
              <tr>
                <th scope="row">服务状态</th>
                <td>{health.status}</td>
              </tr>
              <tr>
                <th scope="row">数据服务</th>
                <td>{health.upstream}</td>
              </tr>
              <tr>
                <th scope="row">耗时</th>
                <td>{health.latency}</td>
              </tr>
            </tbody>
          </table>
        ) : null}
        <button
          type="button"
          className={buttonClass({ block: true, size: 'lg' })}
          onClick={checkHealth}
          disabled={checking}
        >
          {checking ? '检测中…' : '检测服务连通性'}
        </button>
      </div>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>显示设置预览</h2>
        <div className={styles.actions} style={{ flexDirection: 'row', maxWidth: 'none' }}>
          <a
            className={buttonClass({ variant: 'secondary', block: true, size: 'lg' })}
            href={pageUrl('/test2', { theme: 'dark' })}
          >
            深色
          </a>
          <a
            className={buttonClass({ variant: 'secondary', block: true, size: 'lg' })}
            href={pageUrl('/test2', { theme: 'light' })}
          >
            浅色
          </a>
          <a
            className={buttonClass({ variant: 'secondary', block: true, size: 'lg' })}
            href={pageUrl('/test2', { fontSize: 'large' })}
          >
            大字号
          </a>
          <a
            className={buttonClass({ variant: 'secondary', block: true, size: 'lg' })}
            href={pageUrl('/test2', { fontSize: 'standard' })}
          >
            标准字号
          </a>
        </div>
      </div>
    </section>
  );
}
