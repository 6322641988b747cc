'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { nicknameProblem, NICKNAME_MAX, NICKNAME_MIN } from '@/lib/account/nickname';
import type { Profile } from '@/lib/account/settings-schemas';
import { bffFetch } from '@/lib/api/client';
import { useBffAction } from '@/lib/api/use-bff-action';
import styles from './account-card.module.css';

const PROFILE_KEY = ['account', 'profile'] as const;

/** 昵称 on the account card: the name others see in chat and comments, changed here (checked again on the server). */
export function NicknameField() {
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: () => bffFetch<Profile>('/account/profile') });
  const [editing, setEditing] = useState(false);

  if (editing && profile.data)
    return <NicknameEditor current={profile.data.nickname} onDone={() => setEditing(false)} />;
  return (
    <p className={styles.row}>
      <span>昵称</span>
      <span className={styles.value}>
        {profile.isPending ? (
          <span className={styles.muted}>加载中...</span>
        ) : profile.isError ? (
          <button type="button" className={styles.link} onClick={() => profile.refetch()}>
            加载失败，点击重试
          </button>
        ) : (
          <>
            <strong data-testid="account-nickname">{profile.data.nickname}</strong>
            <button type="button" className={styles.link} onClick={() => setEditing(true)} aria-label="修改昵称">
              修改
            </button>
          </>
        )}
      </span>
    </p>
  );
}

function NicknameEditor({ current, onDone }: { current: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(current);
  const save = useBffAction({
    action: (nickname: string, send) => send<Profile>('/account/profile', { nickname }),
    fallback: '昵称修改失败，请稍后再试',
    successToast: '昵称已修改',
    refresh: false,
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      onDone();
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const nickname = draft.trim();
    const problem = nicknameProblem(nickname);
    if (problem) save.setError(problem);
    else void save.run(nickname);
  };

  return (
    <form className={styles.nicknameForm} onSubmit={submit} noValidate>
      <label htmlFor="nickname-input">昵称</label>
      <input
        id="nickname-input"
        name="nickname"
        value={draft}
        maxLength={NICKNAME_MAX * 2}
        autoComplete="nickname"
        aria-describedby="nickname-hint"
        aria-invalid={save.error ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
      <p
        id="nickname-hint"
        className={save.error ? styles.error : styles.muted}
        role={save.error ? 'alert' : undefined}
      >
        {save.error ?? `${NICKNAME_MIN}–${NICKNAME_MAX}个字，可用中文、字母、数字、_ - ·；显示在聊天和评论中`}
      </p>
      <span className={styles.formActions}>
        <button type="button" className={styles.logout} onClick={onDone} disabled={save.busy}>
          取消
        </button>
        <button type="submit" className={styles.save} disabled={save.busy}>
          {save.busy ? '保存中...' : '保存'}
        </button>
      </span>
    </form>
  );
}
