import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkChatContent, CHAT_ERRORS } from '@/lib/live/rules';
import { MODERATION_MESSAGES, isShowable, moderate, moderateHtml, shownNickname } from '@/lib/moderation/rules';
import { normalise } from '@/lib/moderation/normalise';

const ZWSP = '\u200b';

describe('normalisation', () => {
  test.each([
    ['加 我 微 信', '加我微信'],
    ['ＶＸ', '微信'],
    ['薇信', '微信'],
    ['扣扣', 'qq'],
    ['➕V', '+v'],
    [`手${ZWSP}机号`, 'tel'],
    ['加薇 ❤ abc8 8 6 6', '加薇abc8866'],
    ['V：abc8866', 'v abc8866'],
    ['g u p i a o 8 8', 'gupiao88'],
    ['q裙', 'qq群'],
    ['穩賺', '稳赚'],
  ])('%p → %p', (text, expected) => expect(normalise(text)).toBe(expected));
});

describe('the refusal names the reason in the words of the place it was written', () => {
  test.each([
    ['chat', '加薇 abc8866', 'contact', /直播间禁止引流/],
    ['chat', '稳赚', 'stock-tip', /直播间禁止荐股/],
    ['community', '薇：abc8866', 'contact', /社区禁止引流/],
    ['community', '内部消息', 'stock-tip', /社区禁止荐股/],
    ['nickname', '加V看主页', 'contact', /^昵称不能包含联系方式/],
    ['room', '进群领资料', 'contact', /^不能包含联系方式/],
  ] as const)('%s: %p → %s', (surface, text, reason, message) => {
    const verdict = moderate(text, surface);
    expect(verdict).toEqual({ ok: false, reason, message: MODERATION_MESSAGES[surface][reason] });
    expect(MODERATION_MESSAGES[surface][reason]).toMatch(message);
  });

  test('markup is not text: a post body is judged by what it says', () => {
    expect(moderateHtml('<p>加</p><p>薇</p><p>abc8866</p>').ok).toBe(false);
    expect(moderateHtml('<p>今天关注<span data-type="stock" data-code="600519">贵州茅台</span></p>').ok).toBe(true);
    expect(moderateHtml('<p>&#43;V 详聊</p>').ok).toBe(false);
    expect(moderateHtml('<p>薇&lt;abc8866&gt;</p>').ok).toBe(false);
  });

  test('plain text is judged as typed: what looks like a tag is shown, so it is read', () => {
    expect(moderate('薇<abc8866>').ok).toBe(false);
    expect(isShowable('薇<abc8866>')).toBe(false);
  });
});

describe('stored text', () => {
  test('text that fails the rule is not shown, other text is', () => {
    expect(isShowable('想要内部资料的加薇 ❤ abc8 8 6 6')).toBe(false);
    expect(isShowable('600519今天涨了3%')).toBe(true);
  });
  test('a nickname that fails the rule is replaced for everyone', () => {
    expect(shownNickname('加薇abc8866')).toBe('匿名用户');
    expect(shownNickname('价值投资小王')).toBe('价值投资小王');
  });
});

describe('checkChatContent runs the moderation and gives the sender the reason', () => {
  test('contact details', () => {
    expect(checkChatContent('加我微信 vx123456 带你赚钱 荐股')).toEqual({
      ok: false,
      code: CHAT_ERRORS.banned.code,
      message: MODERATION_MESSAGES.chat.contact,
    });
    expect(checkChatContent('加卫星 gupiao 8 8 9 9')).toEqual({
      ok: false,
      code: CHAT_ERRORS.banned.code,
      message: MODERATION_MESSAGES.chat.contact,
    });
  });
  test('stock tips', () => {
    expect(checkChatContent('稳赚')).toEqual({
      ok: false,
      code: CHAT_ERRORS.banned.code,
      message: MODERATION_MESSAGES.chat['stock-tip'],
    });
  });
  test('ordinary chatter keeps its own text', () => {
    expect(checkChatContent('  600519今天涨了3%  ')).toEqual({ ok: true, content: '600519今天涨了3%' });
  });
});

test('the rule ships to the browser without lookbehind (a SyntaxError on Safari before 16.4)', () => {
  const dir = path.join(process.cwd(), 'lib/moderation');
  for (const file of readdirSync(dir)) expect(readFileSync(path.join(dir, file), 'utf8')).not.toMatch(/\(\?<[!=]/);
});
