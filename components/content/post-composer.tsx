'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useGuardedAction, useLoginAction } from '@/components/live/use-login-action';
import { bffFetch } from '@/lib/api/client';
import { CIRCLE_POST_TYPES, CIRCLE_POST_TYPE_LABEL, POST_MAX_LENGTH, type CirclePostType } from '@/lib/content/rules';
import { showToast } from '@/lib/ui/feedback';
import styles from './content.module.css';
import { useIdempotencyKey } from './use-content-action';

/** Publish to the circle (login first). `$名称(代码)$` becomes a stock tag; the server sanitises and checks the words. */
export function PostComposer({ loggedIn }: { loggedIn: boolean }) {
  const router = useRouter();
  const fieldId = useId();
  const [type, setType] = useState<CirclePostType>('post');
  const [content, setContent] = useState('');
  const idempotency = useIdempotencyKey();
  const login = useLoginAction();
  const { busy, trigger } = useGuardedAction(
    () => bffFetch('/content/circle/posts', { method: 'POST', body: { type, content }, headers: { 'Idempotency-Key': idempotency.keyFor(`${type}:${content}`) } }),
    () => {
      idempotency.done();
      setContent('');
      void showToast('发布成功');
      router.refresh();
    },
  );
  if (!loggedIn) {
    return (
      <section className={styles.composer} aria-label="发布">
        <p className={styles.loginHint}>登录后可以在龙投圈发布动态和提问。</p>
        <button type="button" className={styles.primaryButton} onClick={() => void login()}>
          登录后发布
        </button>
      </section>
    );
  }
  return (
    <form
      className={`${styles.composer} ${styles.form}`}
      aria-label="发布"
      onSubmit={(event) => {
        event.preventDefault();
        if (content.trim()) void trigger();
      }}
    >
      <fieldset className={styles.typeSwitch}>
        <legend>类型</legend>
        {CIRCLE_POST_TYPES.map((item) => (
          <label key={item}>
            <input type="radio" name="post-type" value={item} checked={type === item} onChange={() => setType(item)} />
            {CIRCLE_POST_TYPE_LABEL[item]}
          </label>
        ))}
      </fieldset>
      <label className={styles.label} htmlFor={fieldId}>
        说点什么（用 $贵州茅台(600519)$ 标记股票）
      </label>
      <textarea id={fieldId} className={styles.textarea} value={content} maxLength={POST_MAX_LENGTH} onChange={(event) => setContent(event.target.value)} placeholder="分享你的观点，禁止发布荐股、引流信息" required />
      <div className={styles.formRow}>
        <span>
          {content.length}/{POST_MAX_LENGTH}
        </span>
        <button type="submit" className={styles.primaryButton} disabled={busy || !content.trim()}>
          发布
        </button>
      </div>
    </form>
  );
}
