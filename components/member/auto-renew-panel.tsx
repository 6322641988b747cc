'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBffAction } from '@/lib/api/use-bff-action';
import { formatFen } from '@/lib/format/fen';
import type { AutoRenew } from '@/lib/member/schemas';
import { formatChinaDateTime } from '@/lib/format/china-time';
import styles from './member.module.css';

const chinaDate = (iso: string) => formatChinaDateTime(iso).slice(0, 10);

/**
 * 自动续费 in the membership centre and on an order: each subscription's switch with its next charge
 * (date and amount, from the upstream); switching off or on again asks first. The promise of the sale
 * pages (在会员中心一键关闭自动续费) is kept here.
 */
export function AutoRenewPanel({
  subscriptions,
  actionId,
  heading = '自动续费管理',
}: {
  subscriptions: AutoRenew[];
  actionId: string;
  heading?: string;
}) {
  const [items, setItems] = useState(subscriptions);
  const [asking, setAsking] = useState<{ sub: AutoRenew; enabled: boolean } | null>(null);
  const { busy, error, setError, run } = useBffAction({
    action: (change: { id: AutoRenew['id']; enabled: boolean }, send) => send<AutoRenew>('/member/auto-renew', change),
    fallback: '操作失败，请稍后再试',
    actionId,
    refresh: false,
    onSuccess: (next) => {
      setItems((current) => current.map((item) => (item.id === next.id ? next : item)));
      setAsking(null);
    },
  });
  if (items.length === 0) return null;

  const confirm = () => asking && void run({ id: asking.sub.id, enabled: asking.enabled });

  return (
    <section className={styles.section} aria-labelledby="auto-renew-heading" data-testid="auto-renew">
      <h2 id="auto-renew-heading">{heading}</h2>
      <ul className={styles.list}>
        {items.map((sub) => (
          <li key={sub.id}>
            <span>
              {sub.plan_name}
              <span className={styles.desc}>
                {sub.enabled && sub.next_charge_at
                  ? `下次扣款 ${chinaDate(sub.next_charge_at)} · ¥${formatFen(sub.renew_fen)}`
                  : (sub.note ??
                    (sub.expire_at ? `已关闭，会员到期 ${chinaDate(sub.expire_at)} 后不再扣款` : '已关闭'))}
              </span>
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={sub.enabled}
              aria-label={`${sub.plan_name}自动续费`}
              className={sub.enabled ? styles.switchOn : styles.switchOff}
              disabled={sub.enabled ? !sub.can_disable : !sub.can_enable}
              onClick={() => {
                setError(null);
                setAsking({ sub, enabled: !sub.enabled });
              }}
            >
              {sub.enabled ? '已开启' : '已关闭'}
            </button>
          </li>
        ))}
      </ul>
      {asking ? (
        <ConfirmDialog
          title={asking.enabled ? '开启自动续费' : '关闭自动续费'}
          confirmLabel={asking.enabled ? '确认开启' : '确认关闭'}
          cancelLabel={asking.enabled ? '暂不开启' : '暂不关闭'}
          busy={busy}
          error={error}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          {asking.enabled ? (
            <p>
              开启后，将在会员到期前1天（
              {asking.sub.expire_at
                ? chinaDate(new Date(new Date(asking.sub.expire_at).getTime() - 24 * 3600_000).toISOString())
                : '到期前'}
              ）按¥{formatFen(asking.sub.renew_fen)}自动续费{asking.sub.plan_name}，可随时关闭。
            </p>
          ) : (
            <>
              <p>
                关闭后不再自动扣款，已购买的会员权益
                {asking.sub.expire_at ? `可使用至 ${chinaDate(asking.sub.expire_at)}` : '不受影响'}。
              </p>
              <p>到期后如需继续使用，可重新开通。</p>
            </>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
