'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useGuardedAction, useLoginAction } from '@/components/live/use-login-action';
import { bffFetch } from '@/lib/api/client';
import { COMMENT_MAX_LENGTH, type ItemKind } from '@/lib/content/rules';
import { showToast } from '@/lib/ui/feedback';
import styles from './content.module.css';
import { useIdempotencyKey } from './use-content-action';

/** Write a comment (login first). The server checks it (sanitiser, banned words); the list then reloads with it on top. */
export function CommentForm({ kind, id, loggedIn }: { kind: ItemKind | 'circle'; id: number; loggedIn: boolean }) {
  const router = useRouter();
  const fieldId = useId();
  const [content, setContent] = useState('');
  const idempotency = useIdempotencyKey();
  const login = useLoginAction();
  const { busy, trigger } = useGuardedAction(
    () => bffFetch('/content/comments', { method: 'POST', body: { kind, id, content }, headers: { 'Idempotency-Key': idempotency.keyFor(content) } }),
    () => {
      idempotency.done();
      setContent('');
      void showToast('评论已发布');
      router.refresh();
    },
  );
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
        if (content.trim()) void trigger();
      }}
    >
      <label className={styles.label} htmlFor={fieldId}>
        写评论
      </label>
      <textarea id={fieldId} className={styles.textarea} value={content} maxLength={COMMENT_MAX_LENGTH} onChange={(event) => setContent(event.target.value)} placeholder="文明发言，禁止发布荐股、引流信息" required />
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
