/** SPEC §5 upper-case Chinese amounts: up to 4 decimals (角分厘毫); 10^15 or more gives no text. */
import { pow10, scaledUnits, toDecimal, unitsToText } from './decimal';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const GROUP_UNITS = ['', '万', '亿', '万'];
const DECIMAL_UNITS = ['角', '分', '厘', '毫'];
/** 10^15: from here on there is no text (SPEC §5). */
export const UPPER_AMOUNT_LIMIT = pow10(15);

function integerToUpper(digits: string): string {
  let text = '';
  let zero = false;
  let groupHasDigit = false;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[i]);
    const place = digits.length - 1 - i;
    const group = Math.floor(place / 4);
    if (digit === 0) zero = text !== '';
    else {
      if (zero) text += DIGITS[0];
      zero = false;
      text += DIGITS[digit] + SMALL_UNITS[place % 4];
      groupHasDigit = true;
    }
    if (place % 4 !== 0) continue;
    // 亿 also closes a 万亿 group above an empty 亿 group: 壹万亿, not 壹万.
    if (groupHasDigit || (group === 2 && text !== '')) text += GROUP_UNITS[group];
    groupHasDigit = false;
  }
  return text;
}

/**
 * Works on the decimal reading of the input (a string is taken as written, a number by its shortest
 * round-trip text), rounded half up to 毫, so no 厘/毫 digit appears that the input did not have and a
 * string such as "999999999999999.9999" (which as a number is 10^15) still gives text.
 */
export function toChineseUpperAmount(value: number | string): string {
  const decimal = toDecimal(value);
  if (!decimal) return '';
  const inHao = scaledUnits(decimal, 0, DECIMAL_UNITS.length);
  const negative = inHao < 0n;
  const [intPart, decPart] = unitsToText(negative ? -inHao : inHao, DECIMAL_UNITS.length).split('.');
  if (BigInt(intPart) >= UPPER_AMOUNT_LIMIT) return '';
  const decimals = decPart.replace(/0+$/, '');

  const integerText = BigInt(intPart) === 0n ? '' : integerToUpper(intPart);

  let decimalText = '';
  for (let i = 0; i < decimals.length; i += 1) {
    const digit = Number(decimals[i]);
    if (digit === 0) {
      if (decimalText || integerText) decimalText += DIGITS[0];
      continue;
    }
    decimalText += DIGITS[digit] + DECIMAL_UNITS[i];
  }
  decimalText = decimalText.replace(/零+/g, '零').replace(/零$/, '');

  let text: string;
  if (!integerText && !decimalText) text = '零元整';
  else if (!decimalText) text = `${integerText}元整`;
  else text = integerText ? `${integerText}元${decimalText}` : decimalText;
  return negative ? `负${text}` : text;
}
