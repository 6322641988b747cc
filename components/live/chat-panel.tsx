'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { Disclaimer } from '@/components/compliance/disclaimer';
import { useBffAction } from '@/lib/api/use-bff-action';
import type { ChatMessage } from '@/lib/live/schemas';
import { useLiveChat } from '@/lib/live/use-live-chat';
import styles from './chat-panel.module.css';
import { ChatMessageItem } from './chat-message-item';
import { useLoginAction } from './use-login-action';

// Only a logged-in viewer gets the composer: a visitor's first load skips its code and the chat rules.
const ChatComposer = dynamic(() => import('./chat-composer').then((m) => m.ChatComposer));

const CONNECTION_LABEL = { connecting: '连接中…', open: '', reconnecting: '连接中断，正在重连…' } as const;

export function ChatPanel({
  roomId,
  loggedIn,
  loginUrl,
  moderator = false,
}: {
  roomId: number;
  loggedIn: boolean;
  loginUrl: string;
  moderator?: boolean;
}) {
  const { messages, connection, send, remove } = useLiveChat(roomId);
  // The stream removes it for everyone; removing it here too saves the anchor the round trip.
  const moderation = useBffAction({
    action: ({ id, action }: { id: ChatMessage['id']; action: 'remove' | 'mute' }, send) =>
      send(
        `/live/rooms/${roomId}/chat/messages/${id}/moderate`,
        action === 'mute' ? { action, minutes: 60 } : { action },
      ),
    fallback: '操作失败',
    toastError: true,
    refresh: false,
    successToast: (_data, { action }) => (action === 'mute' ? '已禁言 1 小时并删除消息' : '已删除'),
    onSuccess: (_data, { id }) => remove(id),
  });
  const moderate = (message: ChatMessage, action: 'remove' | 'mute') => moderation.run({ id: message.id, action });
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  useEffect(() => {
    const element = scroller.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [messages]);

  return (
    <section className={styles.panel} aria-label="聊天互动">
      {CONNECTION_LABEL[connection] ? (
        <p className={styles.connection} role="status" data-testid="chat-connection">
          {CONNECTION_LABEL[connection]}
        </p>
      ) : null}
      <div
        ref={scroller}
        className={styles.scroller}
        // A scrollable region must take keyboard focus to be scrolled without a pointer (WCAG 2.1.1).
        tabIndex={0}
        role="region"
        aria-label="聊天消息"
        onScroll={(event) => {
          const element = event.currentTarget;
          stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
        }}
      >
        <Disclaimer extra="直播内容仅为投资者教育，不构成个股推荐。" />
        <ol className={styles.list} data-testid="chat-list" aria-live="polite">
          {messages.length === 0 && connection === 'open' ? (
            <li className={styles.empty}>还没有人发言，来说第一句吧</li>
          ) : null}
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              onModerate={moderator ? (item, action) => void moderate(item, action) : undefined}
            />
          ))}
        </ol>
      </div>
      {loggedIn ? (
        <ChatComposer
          send={send}
          onSent={() => {
            stick.current = true;
          }}
        />
      ) : (
        <LoginPrompt loginUrl={loginUrl} />
      )}
    </section>
  );
}

function LoginPrompt({ loginUrl }: { loginUrl: string }) {
  const { inApp } = useNativeContext();
  const login = useLoginAction();
  return (
    <div className={styles.loginPrompt} data-testid="chat-login-prompt">
      <span>登录后参与聊天互动</span>
      {inApp ? (
        <button type="button" className={styles.send} onClick={login}>
          登录
        </button>
      ) : (
        <a className={styles.send} href={loginUrl}>
          去登录
        </a>
      )}
    </div>
  );
}
