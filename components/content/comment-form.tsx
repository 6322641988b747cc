'use client';

import { useId, useState } from 'react';
import { useLoginAction } from '@/components/live/use-login-action';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import { COMMENT_MAX_LENGTH, type ItemKind } from '@/lib/content/rules';
import styles from './content.module.css';

/** Write a comment (login first). The server checks it (sanitiser, banned words); the list then reloads with it on top. */
export function CommentForm({
  kind,
  id,
  loggedIn,
  actionId,
}: {
  kind: ItemKind | 'circle';
  id: number;
  loggedIn: boolean;
  actionId: string;
}) {
  const fieldId = useId();
  const [content, setContent] = useState('');
  const login = useLoginAction();
  const { busy, run } = useBffAction({
    action: (text: string, send) => send('/content/comments', { kind, id, content: text }),
    fallback: '操作失败',
    appFirst: APP_FIRST.comment,
    actionId,
    toastError: true,
    successToast: '评论已发布',
    onSuccess: () => setContent(''),
  });
  if (!loggedIn) {
    return (
      <p className={styles.loginHint}>
        <button type="button" className={styles.ghostButton} onClick={() => void login()}>
          登录后发表评论
        </button>
      </p>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (content.trim()) void run(content);
      }}
    >
      <label className={styles.label} htmlFor={fieldId}>
        写评论
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={content}
        maxLength={COMMENT_MAX_LENGTH}
        onChange={(event) => setContent(event.target.value)}
        placeholder="文明发言，禁止发布荐股、引流信息"
        required
      />
      <div className={styles.formRow}>
        <span>
          {content.length}/{COMMENT_MAX_LENGTH}
        </span>
        <button type="submit" className={styles.primaryButton} disabled={busy || !content.trim()}>
          发布评论
        </button>
      </div>
    </form>
  );
}
