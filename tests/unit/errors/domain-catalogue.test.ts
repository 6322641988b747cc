import {
  ANCHOR_ERRORS,
  BAG_ERRORS,
  CHAT_ERRORS,
  ERROR_MESSAGES,
  EVENT_ERRORS,
  KOI_ERRORS,
  LIKE_ERRORS,
} from '@/lib/errors';
import { CHAT_MAX_LENGTH } from '@/lib/live/rules';

describe('one error catalogue', () => {
  const tables = { ANCHOR_ERRORS, BAG_ERRORS, CHAT_ERRORS, EVENT_ERRORS, KOI_ERRORS, LIKE_ERRORS };

  it('a code means one thing: two refusals share a code only when they are the same refusal, and none reuses a §8 code', () => {
    const seen = new Map<number, string>();
    for (const table of Object.values(tables)) {
      for (const { code, message } of Object.values(table)) {
        expect([code, seen.get(code) ?? message]).toEqual([code, message]);
        seen.set(code, message);
        expect(Object.keys(ERROR_MESSAGES)).not.toContain(String(code));
      }
    }
    expect(seen.size).toBe(36);
  });

  it('the chat length refusal names the limit the rule applies', () => {
    expect(CHAT_ERRORS.tooLong.message).toContain(String(CHAT_MAX_LENGTH));
  });
});
