import type { ChatMessage } from '@/lib/live/schemas';
import styles from './chat-panel.module.css';

const ROLE_BADGE = { anchor: '主播', assistant: '助理', viewer: null } as const;

/** Text only: React escapes the content; chat is never rendered as HTML. The room's anchor gets 删除 / 禁言. */
export function ChatMessageItem({
  message,
  onModerate,
}: {
  message: ChatMessage;
  onModerate?: (message: ChatMessage, action: 'remove' | 'mute') => void;
}) {
  const badge = ROLE_BADGE[message.role];
  return (
    <li className={styles.item} data-message-id={message.id}>
      {badge ? <span className={styles.badge}>{badge}</span> : null}
      <span className={message.role === 'viewer' ? styles.nickname : styles.anchorName}>{message.nickname}：</span>
      <span className={styles.content}>{message.content}</span>
      {onModerate && message.role === 'viewer' ? (
        <span className={styles.moderation}>
          <button
            type="button"
            onClick={() => onModerate(message, 'remove')}
            aria-label={`删除${message.nickname}的消息`}
          >
            删除
          </button>
          <button
            type="button"
            onClick={() => onModerate(message, 'mute')}
            aria-label={`禁言${message.nickname} 1 小时`}
          >
            禁言
          </button>
        </span>
      ) : null}
    </li>
  );
}
