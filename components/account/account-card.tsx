'use client';

import { useQuery } from '@tanstack/react-query';
import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { bffFetch } from '@/lib/api/client';
import { useBffAction } from '@/lib/api/use-bff-action';
import { ERROR_MESSAGES } from '@/lib/errors';
import { VIP_LEVEL_LABELS } from '@/lib/vip/labels';
import type { VipStatus } from '@/lib/vip/schemas';
import { href } from '@/lib/routes/hrefs';
import { QueryIsland } from '@/components/app/query-island';
import { buttonClass } from '@/components/ui/button';
import styles from './account-card.module.css';
import { MINE_LINKS } from './mine-links';
import { NicknameField } from './nickname-field';

const ACCOUNT_LINKS = [
  ['/login-device-manage', '登录设备管理'],
  ['/privacySettings/personalized', '个性化推荐设置'],
  ['/BOpenAccount', '券商开户'],
  ['/writeOff', '注销账号'],
] as const;

/** The logged-in state of /login: who this is, their VIP status (GET /h5/api/vip/status), logout. */
function AccountCardView({ mobile, returnTo }: { mobile: string | null; returnTo: string | null }) {
  const vip = useQuery({
    queryKey: ['vip', 'status'],
    queryFn: () => bffFetch<VipStatus>('/vip/status'),
    staleTime: 0,
  });
  // After the logout the browser leaves (or reloads): the button stays 正在退出… until it has.
  const [leaving, setLeaving] = useState(false);
  const logout = useBffAction<void, { next?: string | null }>({
    action: (_, send) => send<{ next?: string | null }>('/session/logout'),
    fallback: ERROR_MESSAGES[1004],
    toastError: true,
    onLoginError: 'message',
    refresh: false,
    onSuccess: ({ next }) => {
      setLeaving(true);
      // Outside production the server names the get-token page (SPEC §4); in production: stay here.
      if (next) window.location.assign(next);
      else window.location.reload();
    },
  });
  const busy = logout.busy || leaving;

  return (
    <section className={styles.card} aria-label="当前账号">
      <p className={styles.title}>已登录</p>
      <p className={styles.row}>
        <span>手机号</span>
        <strong data-testid="account-mobile">{mobile ?? '本机 App 账号'}</strong>
      </p>
      <NicknameField />
      <p className={styles.row}>
        <span>会员状态</span>
        {vip.isPending ? (
          <span className={styles.muted}>加载中...</span>
        ) : vip.isError ? (
          <button type="button" className={styles.link} onClick={() => vip.refetch()}>
            加载失败，点击重试
          </button>
        ) : (
          <strong
            data-testid="vip-level"
            data-level={vip.data.vip_level}
            className={vip.data.vip_level === 'NONE' ? undefined : styles.vip}
          >
            {VIP_LEVEL_LABELS[vip.data.vip_level]}
            {vip.data.expire_at ? (
              <small className={styles.muted}>（{vip.data.expire_at.slice(0, 10)} 到期）</small>
            ) : null}
          </strong>
        )}
      </p>
      <nav aria-label="我的">
        <ul className={styles.menu} data-testid="mine-links">
          {MINE_LINKS.map(([path, label]) => (
            <li key={path}>
              <Link href={href(path)} prefetch={false}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="账号与安全">
        <ul className={styles.menu}>
          {ACCOUNT_LINKS.map(([path, label]) => (
            <li key={path}>
              <Link href={href(path)} prefetch={false}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {returnTo ? (
        <a className={buttonClass({ block: true, size: 'lg' }, styles.back)} href={returnTo}>
          返回上一页
        </a>
      ) : null}
      <button type="button" className={styles.logout} onClick={() => void logout.run()} disabled={busy}>
        {busy ? '正在退出…' : '退出登录'}
      </button>
    </section>
  );
}

export function AccountCard(props: { mobile: string | null; returnTo: string | null }) {
  return (
    <QueryIsland>
      <AccountCardView {...props} />
    </QueryIsland>
  );
}
