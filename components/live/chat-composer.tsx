'use client';

import { useState, type FormEvent } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { offerAppFirst } from '@/components/open-app/app-first-offer';
import { BffError, isLoginError } from '@/lib/api/client';
import { CHAT_MAX_LENGTH, checkChatContent } from '@/lib/live/rules';
import styles from './chat-panel.module.css';

/** The logged-in viewer's input: the chat rules (and their word lists) load only for those who can post. */
export function ChatComposer({ send, onSent }: { send: (content: string) => Promise<unknown>; onSent: () => void }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { inApp } = useNativeContext();
  const length = Array.from(draft.trim()).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkChatContent(draft);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    // Chatting is app-first (SPEC §1): outside the app the offer comes before the first message.
    if (!inApp && !(await offerAppFirst(APP_FIRST.chat))) return;
    setSending(true);
    try {
      await send(checked.content);
      setDraft('');
      setError(null);
      onSent();
    } catch (caught) {
      setError(
        isLoginError(caught)
          ? '登录已失效，请重新登录'
          : caught instanceof BffError
            ? caught.message
            : '发送失败，请稍后再试',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label className="visually-hidden" htmlFor="live-chat-input">
        聊天内容
      </label>
      <input
        id="live-chat-input"
        className={styles.input}
        value={draft}
        placeholder="文明发言，理性交流"
        enterKeyHint="send"
        autoComplete="off"
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        // iOS WeChat leaves the page shifted up after the keyboard closes (PEERS §0.3): put it back.
        onBlur={() => window.scrollTo({ top: window.scrollY })}
        aria-invalid={Boolean(error)}
        aria-describedby="live-chat-hint"
      />
      <button type="submit" className={styles.send} disabled={sending}>
        发送
      </button>
      <p
        id="live-chat-hint"
        className={error ? styles.error : styles.counter}
        role={error ? 'alert' : undefined}
        data-testid="chat-hint"
      >
        {error ?? (length > 0 ? `${length}/${CHAT_MAX_LENGTH}` : '')}
      </p>
    </form>
  );
}
