'use client';

import { useId, useState } from 'react';
import { useLoginAction } from '@/components/live/use-login-action';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import { CIRCLE_POST_TYPES, CIRCLE_POST_TYPE_LABEL, POST_MAX_LENGTH, type CirclePostType } from '@/lib/content/rules';
import styles from './content.module.css';

/** Publish to the circle (login first). `$名称(代码)$` becomes a stock tag; the server sanitises and checks the words. */
export function PostComposer({ loggedIn, actionId }: { loggedIn: boolean; actionId: string }) {
  const fieldId = useId();
  const [type, setType] = useState<CirclePostType>('post');
  const [content, setContent] = useState('');
  const login = useLoginAction();
  const { busy, run: publish } = useBffAction({
    action: (post: { type: CirclePostType; content: string }, send) => send('/content/circle/posts', post),
    fallback: '操作失败',
    appFirst: APP_FIRST.publishPost,
    actionId,
    toastError: true,
    successToast: '发布成功',
    onSuccess: () => setContent(''),
  });
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
        if (content.trim()) void publish({ type, content });
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
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={content}
        maxLength={POST_MAX_LENGTH}
        onChange={(event) => setContent(event.target.value)}
        placeholder="分享你的观点，禁止发布荐股、引流信息"
        required
      />
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
