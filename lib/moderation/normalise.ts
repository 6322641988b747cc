import { CHANNEL_SPELLINGS, CHAR_FOLDS, CHINESE_DIGITS } from './lexicon';

/**
 * The views of a text the moderation rule matches: spammers dodge word lists with spacing (加 我 微 信),
 * full-width letters (ＶＸ), zero-width characters, emoji between letters (薇 ❤ abc), look-alike
 * letters (Cyrillic а, √ for V), homophones (薇信, 扣扣, 卫星) and digits written in Chinese or circled.
 */

/** Invisible characters used to split words: soft hyphen, zero-width and bidi marks, fillers. */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]|\p{M}/gu;
/** Everything that can sit between the letters of a word without changing how it reads (`+` is kept: +V means 加V). */
const SEPARATOR_RUN = /(?:(?!\+)[\s\p{P}\p{S}\p{Z}\p{C}])+/gu;
const LATIN = /[a-z]/;
const CN_DIGIT = new RegExp(`[${Object.keys(CHINESE_DIGITS).join('')}]`, 'g');

const CHANNEL_PATTERNS: [RegExp, string][] = CHANNEL_SPELLINGS.flatMap(({ canonical, words, latin }) => [
  ...words.map((word): [RegExp, string] => [new RegExp(word, 'g'), canonical]),
  // A Latin spelling starts a word (no lookbehind: the character before is captured and kept).
  ...latin.map((word): [RegExp, string] => [new RegExp(`(^|[^a-z])(?:${word})`, 'g'), `$1${canonical}`]),
]);

/** NFKC (full-width → half-width, ① → 1), lower case, look-alikes folded, no invisible characters. */
export function fold(text: string): string {
  const lowered = text.normalize('NFKC').toLowerCase();
  return Array.from(lowered, (char) => CHAR_FOLDS[char] ?? char)
    .join('')
    .normalize('NFKC')
    .replace(INVISIBLE, '');
}

export const withDigits = (text: string): string => text.replace(CN_DIGIT, (char) => CHINESE_DIGITS[char]);

/**
 * The folded text without separators (one space kept between two Latin letters, so "v abc8866" and
 * "vip2024" stay apart), channel names spelled one way (薇信 → 微信, 扣扣 → qq, 裙 → 群).
 */
export function normalise(text: string): string {
  let view = fold(text).replace(SEPARATOR_RUN, (run, offset: number, whole: string) =>
    LATIN.test(whole[offset - 1] ?? '') && LATIN.test(whole[offset + run.length] ?? '') ? ' ' : '',
  );
  // Letters written one by one (g u p i a o, v x) are one word.
  view = view.replace(
    /(^|[^a-z])([a-z](?: [a-z])+)(?![a-z])/g,
    (_, before: string, letters: string) => before + letters.replace(/ /g, ''),
  );
  for (const [pattern, canonical] of CHANNEL_PATTERNS) view = view.replace(pattern, canonical);
  return view.trim();
}

/**
 * Digits as a phone number is read out: Chinese numerals become digits and spaces, dashes and
 * similar separators between them go. Dots, commas and % stay, so prices and percentages written
 * side by side ("13.5 14.2") never run together into an 11-digit number.
 */
export function digitView(text: string): string {
  return withDigits(fold(text)).replace(/[\s\-_~*/\\|·•()（）[\]【】{}<>《》'"“”‘’:：;；!！?？=]/g, '');
}

/** Web addresses as written, also with 。 or 点 for the dot. */
export function linkView(text: string): string {
  return fold(text)
    .replace(/\s+/g, '')
    .replace(/[。｡]/g, '.')
    .replace(/(?:点|dot)(com|cn|net|org|top|xyz|vip|cc)(?![a-z])/g, '.$1');
}
