/** SPEC §5 upper-case Chinese amounts: up to 4 decimals (角分厘毫); 1e15 or more gives no text. */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const GROUP_UNITS = ['', '万', '亿', '万'];
const DECIMAL_UNITS = ['角', '分', '厘', '毫'];
export const UPPER_AMOUNT_LIMIT = 1e15;

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

export function toChineseUpperAmount(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= UPPER_AMOUNT_LIMIT) return '';
  const negative = value < 0;
  const [intPart, decPart = ''] = Math.abs(value).toFixed(4).split('.');
  const decimals = decPart.replace(/0+$/, '');

  const integerText = Number(intPart) === 0 ? '' : integerToUpper(intPart);

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
