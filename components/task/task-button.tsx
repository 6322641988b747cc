'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useNativeContext } from '@/components/app/native-context';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';
import { BffError } from '@/lib/api/client';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction, type Send } from '@/lib/api/use-bff-action';
import { href, pageUrl } from '@/lib/routes/hrefs';
import type { ShareOutcome } from '@/lib/share/share';
import { rewardText } from '@/lib/task/rules';
import type { ClaimRecord, Task } from '@/lib/task/schemas';
import { showToast } from '@/lib/ui/feedback';
import { TRACKING } from '@/lib/tracking/definitions';
import { track } from '@/lib/tracking/tracker';

const SHARE_MESSAGE: Partial<Record<ShareOutcome, string>> = {
  'wechat-menu': '请点击右上角「…」分享给好友',
  copied: '链接已复制，快去分享给好友吧',
  failed: '分享失败，请稍后再试',
};

// The share code (WeChat queue, native share, clipboard) loads on the first tap, not with the page.
const loadShare = () => import('@/lib/share/share');

/** One task's action: 签到 (signs in and takes the day's reward in one tap) / 领取 / 去分享 / 去完成 / 已领取. */
export function TaskButton({ task, signedToday, actionId }: { task: Task; signedToday: boolean; actionId: string }) {
  const { environment } = useNativeContext();
  const events = TRACKING.taskCentre.events;
  const done = (step: 'claim' | 'sign_in' | 'share') =>
    track({ ...events.taskDone, eventAttr: { task_id: task.id, step } });
  const goClick = () => track({ ...events.taskClick, eventAttr: { task_id: task.id } });
  const claim = (send: Send) => send<ClaimRecord>(`/tasks/${task.id}/claim`, {}, { showLoading: true });
  const steps = {
    claim: async (send: Send) => {
      const claimed = await claim(send);
      done('claim');
      void showToast(`已领取${rewardText(claimed.reward)}`);
    },
    signIn: async (send: Send) => {
      await send('/tasks/sign-in', {}, { showLoading: true });
      done('sign_in');
      // The sign-in reward is the point of the tap: it is taken at once and said in the toast.
      const claimed = await claim(send).catch((failure: unknown) => {
        if (failure instanceof BffError && failure.status === 409) return null;
        throw failure;
      });
      void showToast(claimed ? `签到成功，获得${rewardText(claimed.reward)}` : '签到成功');
    },
    // The share task is done by sharing: in a browser the system share sheet or a copied link, in
    // WeChat the hint to its menu, in the app the native sheet. Nothing offered, nothing recorded.
    share: async (send: Send) => {
      const { setPageShare, shareCurrentPage } = await loadShare();
      setPageShare({
        title: '每日任务赚财蛋',
        desc: '签到、看直播、分享好友，每天都能领财蛋',
        link: `${window.location.origin}${pageUrl('/missonCenterShare')}`,
      });
      const outcome = await shareCurrentPage(environment);
      const message = SHARE_MESSAGE[outcome];
      if (message) void showToast(message);
      if (outcome === 'failed') return;
      await send('/tasks/share');
      done('share');
    },
  };
  const { busy, error, run } = useBffAction({
    action: (step: keyof typeof steps, send) => steps[step](send),
    fallback: '操作失败，请稍后再试',
    actionId,
    // Signing in and claiming offer the app first outside it (SPEC §1); sharing is its own hand-off.
    appFirst: (step) => (step === 'signIn' ? APP_FIRST.signIn : step === 'claim' ? APP_FIRST.claimReward : null),
  });
  const signIn = () => void run('signIn');
  const share = () => {
    goClick();
    void run('share');
  };

  const label = `${task.title}：`;
  let control;
  if (task.state === 'claimed') {
    control = (
      <button
        type="button"
        className={buttonClass({ variant: 'neutral', size: 'sm' })}
        disabled
        aria-label={`${label}已领取`}
      >
        已领取
      </button>
    );
  } else if (task.state === 'claimable') {
    control = (
      <button
        type="button"
        className={buttonClass({ size: 'sm' })}
        disabled={busy}
        onClick={() => void run('claim')}
        aria-label={`${label}领取`}
      >
        领取
      </button>
    );
  } else if (task.id === 'sign_in' && !signedToday) {
    control = (
      <button
        type="button"
        className={buttonClass({ size: 'sm' })}
        disabled={busy}
        onClick={signIn}
        aria-label={`${label}签到`}
      >
        签到
      </button>
    );
  } else if (task.id === 'share') {
    control = (
      <button
        type="button"
        className={buttonClass({ variant: 'neutral', size: 'sm' })}
        disabled={busy}
        onClick={share}
        aria-label={`${label}去分享`}
      >
        去分享
      </button>
    );
  } else {
    // Watching live is counted by the live room; the others have their own pages.
    const target =
      task.id === 'risk_test'
        ? href('/riskAssessment')
        : task.id === 'first_purchase'
          ? href('/openMember')
          : task.id === 'real_name'
            ? href('/certificationPopup')
            : null;
    control = target ? (
      <Link
        className={buttonClass({ variant: 'neutral', size: 'sm' })}
        href={target}
        aria-label={`${label}去完成`}
        onClick={goClick}
      >
        去完成
      </Link>
    ) : (
      <span className={layout.rowMeta}>进行中</span>
    );
  }
  return (
    <span>
      {control}
      {error ? (
        <span className={forms.error} role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
