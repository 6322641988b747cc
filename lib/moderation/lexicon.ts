/**
 * The moderation rule's data: what spammers write instead of 微信 / QQ / 群 / 加 / digits, which
 * verbs ask to be contacted, and which words promise returns. The engine (./rules.ts) only folds the
 * text and assembles these lists into patterns, so a new disguise is a line here plus a line in
 * tests/fixtures/moderation/cases.tsv.
 *
 * Every entry is a regex fragment matched against the folded text (./normalise.ts): NFKC, lower case,
 * look-alike letters folded, separators, emoji and invisible characters removed (a space is kept only
 * between two Latin letters). No lookbehind anywhere: this ships to the browser, and Safari before
 * 16.4 (iOS 15 webviews) cannot parse a regex with one.
 */

/** Letters and digits that look alike or that NFKC leaves alone, folded to one spelling. */
export const CHAR_FOLDS: Record<string, string> = {
  // Cyrillic and Greek look-alikes of Latin letters
  а: 'a', в: 'b', с: 'c', е: 'e', һ: 'h', і: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', ԛ: 'q', ѕ: 's', т: 't', у: 'y', х: 'x', ѵ: 'v', ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w',
  // symbols read as V and X
  '√': 'v', '∨': 'v', '⋁': 'v', 'ᐯ': 'v', '✓': 'v', '✔': 'v', '×': 'x', '✕': 'x', '✖': 'x', '╳': 'x',
  // plus signs NFKC does not fold (➕ ✚ ✙ ﹢ are symbols of their own): +V means 加V
  '➕': '+', '✚': '+', '✙': '+', '﹢': '+', '＋': '+', '✛': '+', '✜': '+',
  // dingbat circled digits (NFKC folds ① ⑴ ⒈ ⓵ itself, not these)
  '❶': '1', '❷': '2', '❸': '3', '❹': '4', '❺': '5', '❻': '6', '❼': '7', '❽': '8', '❾': '9', '❿': '10',
  '➀': '1', '➁': '2', '➂': '3', '➃': '4', '➄': '5', '➅': '6', '➆': '7', '➇': '8', '➈': '9', '➉': '10',
  '➊': '1', '➋': '2', '➌': '3', '➍': '4', '➎': '5', '➏': '6', '➐': '7', '➑': '8', '➒': '9', '➓': '10',
  '⓿': '0', '🄀': '0',
  // emoji read as a channel: 🐧 is QQ's penguin, 🛰 a satellite (卫星 sounds like 微信)
  '🐧': '企鹅', '🛰': '卫星',
  // traditional spellings of the words below (穩賺, 薦股, 內部消息, 加我微信號)
  穩: '稳', 賺: '赚', 賠: '赔', 薦: '荐', 內: '内', 漲: '涨', 號: '号', 聯: '联', 繫: '系', 電: '电', 話: '话', 機: '机', 碼: '码',
  領: '领', 進: '进', 掃: '扫', 費: '费', 帶: '带', 們: '们', 個: '个', 資: '资', 證: '证', 頭: '头', 幫: '帮', 飛: '飞', 報: '报', 詳: '详',
};

/** Digits as a number is read out or written in Chinese, including the radio forms (幺 洞 拐 勾). */
export const CHINESE_DIGITS: Record<string, string> = {
  零: '0', 〇: '0', 洞: '0', 一: '1', 壹: '1', 幺: '1', 二: '2', 贰: '2', 两: '2', 三: '3', 叁: '3', 四: '4', 肆: '4',
  五: '5', 伍: '5', 六: '6', 陆: '6', 七: '7', 柒: '7', 拐: '7', 八: '8', 捌: '8', 九: '9', 玖: '9', 勾: '9',
};

/**
 * Names of a contact channel spelled one way before matching: homophones and look-alikes of 微信
 * (薇信, 威芯, V信, vx), QQ (扣扣, 企鹅号), 群 (裙) and phone. Only unambiguous spellings are here;
 * words that are also ordinary (卫星, 微星, 维新) are WEAK_CHANNELS. Applied in order: 群 first, so
 * q裙 is then read as a QQ group.
 */
export const CHANNEL_SPELLINGS: { canonical: string; words: string[]; latin: string[] }[] = [
  {
    canonical: '微信',
    words: ['[微薇威徽危维魏卫嶶徾溦巍韦伟唯葳崴煨偎][信芯]', '[薇威徽嶶徾溦葳][心新欣辛馨鑫昕星]', '[微薇威][xv]'],
    latin: ['we ?chat', 'wei ?xing?', 'vei ?xin', '[vw] ?[信芯]', 'v[心星新]', 'v ?x', 'w ?x'],
  },
  { canonical: '群', words: ['[裙羣峮]'], latin: ['qun'] },
  { canonical: 'qq群', words: ['[扣抠蔻寇叩釦]{1,2}群'], latin: ['q ?q? ?群'] },
  { canonical: 'qq', words: ['[扣抠蔻寇叩釦]{2}', '企鹅号', '[球秋]{2}'], latin: ['q ?q', 'kou ?kou'] },
  { canonical: 'tel', words: ['手机号码?', '电话号码?', '联系电话', '联系方式', '联系号码', '手机', '电话', '座机'], latin: ['tel', 'phone'] },
  { canonical: 'telegram', words: ['纸飞机', '电报群?'], latin: ['telegram'] },
];

/** Canonical channel names, after CHANNEL_SPELLINGS: named with a request or an account, they are contact. */
export const STRONG_CHANNELS = ['微信', 'qq', '群', 'tel', 'telegram', 'whatsapp', 'line号', '钉钉号', '抖音号', '快手号', '小红书号'];

/**
 * Spellings that are also ordinary words or single letters (卫星互联网, 微盘股, 维新): a channel only
 * right after a request (加薇) and followed by nothing else or by an account (薇：abc8866).
 */
export const WEAK_CHANNELS = ['[微薇威维卫徽魏唯韦伟葳]', '卫星', '微星', '维新', '唯心', '微心', '[扣抠蔻寇]', '企鹅', '飞机', 'tg', '公众号', '钉钉', '抖音', '快手', '微博', '小红书'];

/** Single Latin letters that stand for a channel (V for 微信, Q for QQ) when they stand alone. */
export const LETTER_CHANNELS = ['v', 'q'];

/** Verbs that ask to be contacted elsewhere (加我微信, +V, 私我, 扫码进群); 佳/伽/珈/嘉 sound like 加. */
export const SOLICIT_VERBS = ['加', '\\+', '添加', '添', '佳', '伽', '珈', '嘉', 'jia', '搜', '搜索', '联系', '联络', '私聊', '私信', '私', '滴滴', 'dd', '扫码?', '留个?', '戳', '敲', '拉你?', '进', '入', '关注', 'call'];
/** The verbs that make a weak channel one (加薇, 搜卫星); 关注卫星 or 进微盘 stay ordinary talk. */
export const WEAK_SOLICIT_VERBS = ['加', '\\+', '添加', '添', '佳', '伽', '珈', '嘉', 'jia', '搜', '搜索', '私', '滴滴', 'dd', '戳', '敲'];

/** Words that may sit between the verb and the channel (加个好友微信, 联系助理V). */
export const SOLICIT_FILLERS = ['我', '我们', '一下', '下', '个', '的', '好友', '老师', '助理', '小编', '客服', '官方', '本人', '主播', '博主', '私人', '这个'];

/** What may follow a weak channel after a request for it to be one (加薇详聊, 加卫星领资料). */
export const CONTACT_FOLLOW_UPS = ['聊', '详', '私', '备注', '免费', '领', '咨询', '了解', '获取', '好友', '我', '拉', '进', '送', '号'];

/** Words between a channel and its account (微信号是, QQ为, 群号:, 微信+abc8866). */
export const ACCOUNT_LEADS = ['号码', '账号', '号', 'id', '是', '为', '同号', '搜', '\\+'];

/** Letter-and-digit runs that are market words, not accounts (ETF 代码, 均线, 指标). */
export const NOT_ACCOUNT_PREFIXES = ['etf', 'lof', 'reits?', 'st\\d', 'sh\\d', 'sz\\d', 'bj\\d', 'hk\\d', 'hs\\d', 'csi\\d', 'ma\\d', 'ema\\d', 'kdj', 'rsi\\d', 'macd', 'boll', 'top\\d', 'vip', 'a\\d', 'h\\d', 'pe\\d', 'pb\\d', 'roe\\d', 'eps\\d', 'gdp\\d', 'cpi\\d', 'ppi\\d', 'pmi\\d', 'iphone', 'ip\\d'];

/** Asking to be contacted with no channel named: 私我, 拉你进群, 留个联系方式 (tel after folding). */
export const SOLICIT_PHRASES = ['[进拉入加]群', '私我', '私聊我', '私信我', '滴我', 'v我', 'dd我', '留个?tel', '留下tel', '扫码(?:进|加|入|领)'];

/** Top-level domains a link may end with (also written 。com or 点com). */
export const LINK_TLDS = ['com', 'cn', 'net', 'org', 'top', 'xyz', 'vip', 'cc', 'io', 'me', 'info', 'link', 'site', 'club', 'shop', 'app', 'ly', 'tk', 'ink', 'fun', 'icu', 'pro', 'work', 'live'];

/**
 * Stock tips, insider claims and promised returns (advertising rules forbid promising returns; only
 * licensed advisers may recommend stocks, and not in a chat or a comment). "翻倍" alone is ordinary
 * talk about a price ("去年翻倍了"), so only its promising forms are here.
 */
export const TIP_WORDS = [
  '荐股', '推荐股票', '推荐牛股', '牛股推荐', '推股', '送牛股', '领牛股', '免费牛股', '牛股池', '金股池',
  '带你赚', '带你飞', '带你翻倍', '带你上车', '带你回本', '跟我操作', '跟着老师操作', '跟单', '喊单',
  '稳赚', '稳挣', '包赚', '包涨', '必涨', '稳涨', '保本', '保收益', '保证收益', '收益保证', '保证盈利', '只赚不亏', '稳赢', '不赚不收费', '零风险高收益', '无风险高收益', '躺赚',
  '内幕', '内部消息', '内部资料', '内部票', '内参票', '庄家消息', '主力消息',
  '代客理财', '代客操盘', '代操盘', '抓涨停', '涨停密码', '明日涨停', '明天涨停股', '免费诊股', '免费领取(?:股票|牛股|资料)',
  '(?:保|必|稳|包|准|轻松|至少|马上|目标)翻倍', '翻倍(?:牛股|黑马|票)',
];

/** A tip word right after one of these is a warning, not a tip (禁止荐股, 未必涨, 谨防内幕, 别信内部消息). */
export const TIP_NEGATIONS = ['禁止', '严禁', '请勿', '切勿', '勿', '不准', '不能', '不许', '不要', '不会', '别', '拒绝', '谨防', '警惕', '小心', '远离', '举报', '防范', '未', '不', '确', '担', '所谓', '没有'];
/** Words between the negation and the tip word (别信内部消息, 禁止发布荐股, 请勿相信任何私下收费荐股). */
export const TIP_NEGATION_FILLERS = ['相信', '信', '听', '碰', '参与', '什么', '任何', '所谓', '的', '发布', '发', '传播', '散布', '私下收费', '从事', '提供'];
