import { CHAT_MAX_LENGTH, checkChatContent, LICENCE_NO_PATTERN } from '@/lib/live/schemas';
import { mergeMessages } from '@/lib/live/use-live-chat';
import { FLOOD_MAX, FLOOD_WINDOW_MS, takeSendSlot } from '@/upstream/live/chat';
import type { ChatMessage } from '@/lib/live/schemas';

const message = (id: number): ChatMessage => ({
  id,
  roomId: 1,
  userId: 1,
  nickname: 'a',
  role: 'viewer',
  content: `m${id}`,
  createdAt: '',
});

describe('checkChatContent', () => {
  it.each([
    ['', 4001],
    ['   \n\t', 4001],
    ['\u0000\u0007', 4001],
    ['字'.repeat(CHAT_MAX_LENGTH + 1), 4002],
  ])('refuses %j with %i', (input, code) => {
    const result = checkChatContent(input);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.code).toBe(code);
  });

  it('trims and accepts up to the limit, counting an emoji as one character', () => {
    expect(checkChatContent('  你好  ')).toEqual({ ok: true, content: '你好' });
    expect(checkChatContent('😀'.repeat(CHAT_MAX_LENGTH)).ok).toBe(true);
    expect(checkChatContent(42).ok).toBe(false);
  });
});

describe('flood limit (moderation: chat-moderation.test.ts)', () => {
  it('allows FLOOD_MAX messages per window and frees slots as the window slides', () => {
    const user = 987654;
    const start = 1_000_000;
    for (let index = 0; index < FLOOD_MAX; index += 1) expect(takeSendSlot(user, start + index)).toBe(true);
    expect(takeSendSlot(user, start + FLOOD_MAX)).toBe(false);
    expect(takeSendSlot(user, start + FLOOD_WINDOW_MS)).toBe(true);
  });
});

describe('mergeMessages (no duplicates after a reconnect)', () => {
  it('drops ids already held and keeps id order', () => {
    const current = [message(1), message(2), message(3)];
    const merged = mergeMessages(current, [message(3), message(5), message(4)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(mergeMessages(merged, [message(2)])).toBe(merged);
  });

  it('keeps the newest 300', () => {
    const many = Array.from({ length: 320 }, (_, index) => message(index + 1));
    const merged = mergeMessages([], many);
    expect(merged).toHaveLength(300);
    expect(merged[0].id).toBe(21);
  });
});

describe('licence numbers', () => {
  it.each([
    ['S0260620110001', true],
    ['S026062011000', false],
    ['s0260620110001', false],
    ['A1234567890123', true],
  ])('%s → %s', (value, valid) => expect(LICENCE_NO_PATTERN.test(value)).toBe(valid));
});
