import type { ChatMessage } from '@/lib/live/schemas';
import styles from './chat-panel.module.css';

const ROLE_BADGE = { anchor: '主播', assistant: '助理', viewer: null } as const;

/** Text only: React escapes the content; chat is never rendered as HTML. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const badge = ROLE_BADGE[message.role];
  return (
    <li className={styles.item} data-message-id={message.id}>
      {badge ? <span className={styles.badge}>{badge}</span> : null}
      <span className={message.role === 'viewer' ? styles.nickname : styles.anchorName}>{message.nickname}：</span>
      <span className={styles.content}>{message.content}</span>
    </li>
  );
}
