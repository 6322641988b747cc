'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useCallback, useEffect, useState } from 'react';
import { bffBeacon } from '@/lib/api/beacon';
import { bffFetch } from '@/lib/api/client';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import { formatCountdown, secondsUntil } from '@/lib/live/lucky-bag-rules';
import type { LuckyBag } from '@/lib/live/lucky-bag-schemas';
import { href } from '@/lib/routes/hrefs';
import styles from './lucky-bag.module.css';
import { useLoginAction } from './use-login-action';

const BEAT_MS = 30_000;

/**
 * The viewer's lucky bag: countdown, their progress on the condition, and the one action that meets
 * it (send the password in chat, or join once watched long enough). The server decides eligibility
 * and draws; this island only asks again when the countdown ends and while watching (heartbeats).
 */
export function LuckyBagPanel({ initial, loggedIn }: { initial: LuckyBag; loggedIn: boolean }) {
  const [bag, setBag] = useState(initial);
  const [now, setNow] = useState(() => Date.now());
  const login = useLoginAction();
  const left = secondsUntil(bag.drawAt, now);

  const reload = useCallback(async () => setBag(await bffFetch<LuckyBag>(`/live/lucky-bags/${bag.id}`)), [bag.id]);

  useEffect(() => {
    if (bag.status !== 'open') return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [bag.status]);

  // The draw happens on the server at the deadline: read again then (and every few seconds until it shows).
  useEffect(() => {
    if (bag.status === 'open' && left === 0) {
      const timer = window.setTimeout(() => void reload().catch(() => undefined), 1500);
      return () => window.clearTimeout(timer);
    }
  }, [bag.status, left, reload, now]);

  // Watching counts only while this page is visible (heartbeats; the server caps each at 35 s).
  useEffect(() => {
    if (!loggedIn || bag.status !== 'open' || bag.condition !== 'watch') return;
    const beat = () => {
      if (document.visibilityState !== 'visible') return;
      void bffBeacon<{ watchedSeconds: number }>(`/live/rooms/${bag.roomId}/watch`).then((answer) => {
        if (!answer) return;
        const { watchedSeconds } = answer;
        setBag((current) =>
          current.me
            ? {
                ...current,
                me: {
                  ...current.me,
                  watchedSeconds,
                  eligible: current.me.eligible || watchedSeconds >= (current.watchMinutes ?? 0) * 60,
                },
              }
            : current,
        );
      });
    };
    beat();
    const timer = window.setInterval(beat, BEAT_MS);
    return () => window.clearInterval(timer);
  }, [loggedIn, bag.status, bag.condition, bag.roomId, bag.watchMinutes]);

  // The facts around the panel (参与人数) are server-rendered: the hook's refresh reads them again.
  const {
    busy,
    error: message,
    run: act,
  } = useBffAction({
    action: async (_: void, send) => {
      if (bag.condition === 'password' && !bag.me?.eligible) {
        // Sending the password in the room's chat is the condition; the upstream joins the sender.
        await send(`/live/rooms/${bag.roomId}/chat/messages`, { content: bag.password });
      } else {
        await send(`/live/lucky-bags/${bag.id}/join`);
      }
      await reload();
    },
    fallback: '参与失败，请稍后再试',
    appFirst: APP_FIRST.joinLuckyBag,
  });

  if (bag.status === 'drawn') {
    return (
      <div className={styles.sheet} role="status">
        <p className={bag.me?.won ? styles.ok : styles.note}>
          {bag.me?.won ? '恭喜你中奖了！' : bag.me?.joined ? '很遗憾，本次未中奖' : '福袋已开奖'}
        </p>
        <Link className={styles.button} href={href('/shareCaidanStatusFull/v2', { bagId: bag.id })}>
          查看开奖结果
        </Link>
      </div>
    );
  }

  const watched = bag.me?.watchedSeconds ?? 0;
  return (
    <div className={styles.sheet}>
      <p className={styles.countdownLabel}>距离开奖</p>
      <p className={styles.countdown} aria-label={`距离开奖 ${formatCountdown(left)}`}>
        {formatCountdown(left)}
      </p>
      {!loggedIn ? (
        <button type="button" className={styles.button} onClick={() => void login()}>
          登录后参与
        </button>
      ) : bag.me?.joined ? (
        <p className={styles.ok} data-testid="bag-joined">
          已参与，等待开奖
        </p>
      ) : (
        <>
          {bag.condition === 'watch' ? (
            <p className={styles.note}>
              今日已观看 {Math.floor(watched / 60)} 分 {watched % 60} 秒 / 需 {bag.watchMinutes} 分钟
            </p>
          ) : null}
          <button
            type="button"
            className={styles.button}
            onClick={() => void act()}
            disabled={busy || (bag.condition === 'watch' && !bag.me?.eligible)}
          >
            {bag.condition === 'password' && !bag.me?.eligible ? `发送口令「${bag.password}」参与` : '参与福袋'}
          </button>
        </>
      )}
      {message ? (
        <p className={styles.note} role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}
