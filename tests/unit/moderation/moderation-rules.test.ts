import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkChatContent, CHAT_ERRORS } from '@/lib/live/rules';
import { MODERATION_MESSAGES, moderateChat, normaliseChat } from '@/lib/live/moderation';

const ZWSP = '\u200b';

describe('chat moderation: contact details in their disguises are refused', () => {
  test.each([
    // the message a user saw published (issue 13)
    '加我微信 vx123456 带你赚钱 荐股',
    // spacing, punctuation and invisible characters
    '加 我 微 信',
    '加.我.微.信',
    `加${ZWSP}微${ZWSP}信`,
    '加-V-聊',
    // full-width letters and digits
    '加ＶＸ',
    'ＶＸ：ａｂｃ１２３４５',
    '手机：１３８００１３８０００',
    // homophones and letter substitutions for 微信
    '加薇信',
    '加威信详聊',
    '加V信',
    '+V 进群',
    '➕V',
    '＋v有惊喜',
    '加个wx',
    'wx: stock_8888',
    'weixin号abc12345',
    '微信号是 gupiao_laoshi',
    // QQ and its homophones
    '加扣扣',
    '扣扣 12345678',
    '企鹅号：2234567',
    'QQ群 123456789',
    'Q 1 2 3 4 5 6',
    '扣扣一二三四五六七',
    // mobile numbers, spaced, dashed, with +86, in Chinese numerals, full-width
    '13800138000',
    '138 0013 8000',
    '138-0013-8000',
    '+86 13800138000',
    '电话 一三八零零一三八零零零',
    '幺三八 洞洞幺三 八洞洞洞',
    '１３９１２３４５６７８',
    '留个联系方式',
    // links
    'https://example.cn/join',
    'www.gupiao.top',
    '看 abc。com',
    '进 abc点com',
    't.me/stockgroup',
    // groups
    '拉你进群',
    '老师，怎么加群',
  ])('%p → contact', (text) => {
    expect(moderateChat(text)).toEqual({ ok: false, reason: 'contact', message: MODERATION_MESSAGES.contact });
  });
});

describe('chat moderation: stock tips and promised returns are refused', () => {
  test.each([
    '带你赚钱',
    '荐股',
    '老师，稳赚的股票有吗',
    '稳 赚 不 赔',
    '保本保收益',
    '明天必涨',
    '内幕消息，速进',
    '包赚',
    '这只保翻倍',
    '翻倍黑马在这里',
    '专业代客理财',
    'ＶＩＰ带你飞',
  ])('%p → stock-tip', (text) => {
    expect(moderateChat(text)).toEqual({ ok: false, reason: 'stock-tip', message: MODERATION_MESSAGES['stock-tip'] });
  });
});

describe('chat moderation: ordinary market chatter passes', () => {
  test.each([
    '600519今天涨了3%',
    '大盘2024点',
    '上证3100点，深成指10000点',
    '宁德时代300750怎么看',
    '比亚迪 002594 加仓还是减仓',
    '今天成交额1.2万亿',
    '北向资金流入138亿',
    '13.5元买入的，14.2卖了',
    '13.5 14.2 15.8',
    '2024年12月31日收盘',
    '成交量12345678手',
    '去年翻倍了，今年不行',
    '这只股票翻了一倍',
    '明天未必涨',
    '要确保本金安全',
    '这里禁止荐股，大家注意',
    '我在微信上看到的新闻',
    '微信支付很方便',
    'QQ音乐在放歌',
    'vip3什么时候开',
    '老师讲得好，MACD金叉了',
    '手机上看直播有点卡',
    '有没有人在',
    '600519.SH 和 000001.SZ 哪个好',
    '第一季度营收增长12%',
    '一二三四五，上山打老虎',
    '断线前 1795000000000',
    '😀😀😀',
  ])('%p passes', (text) => expect(moderateChat(text)).toEqual({ ok: true }));
});

describe('normalisation', () => {
  test.each([
    ['加 我 微 信', '加我微信'],
    ['ＶＸ', '微信'],
    ['薇信', '微信'],
    ['扣扣', 'qq'],
    ['➕V', '+v'],
    [`手${ZWSP}机号`, 'tel'],
  ])('%p → %p', (text, expected) => expect(normaliseChat(text)).toBe(expected));
});

describe('checkChatContent runs the moderation and gives the sender the reason', () => {
  test('contact details', () => {
    expect(checkChatContent('加我微信 vx123456 带你赚钱 荐股')).toEqual({ ok: false, code: CHAT_ERRORS.banned.code, message: MODERATION_MESSAGES.contact });
  });
  test('stock tips', () => {
    expect(checkChatContent('稳赚')).toEqual({ ok: false, code: CHAT_ERRORS.banned.code, message: MODERATION_MESSAGES['stock-tip'] });
  });
  test('ordinary chatter keeps its own text', () => {
    expect(checkChatContent('  600519今天涨了3%  ')).toEqual({ ok: true, content: '600519今天涨了3%' });
  });
});

test('the rule ships to the browser without lookbehind (a SyntaxError on Safari before 16.4)', () => {
  const source = readFileSync(path.join(process.cwd(), 'lib/live/moderation.ts'), 'utf8');
  expect(source).not.toMatch(/\(\?<[!=]/);
});
