import { exchangeLegs, type ExchangeRate } from '@/lib/caidan/rules';
import {
  parseYuanToFen,
  withdrawFeeFen,
  withdrawRefusal,
  type WithdrawRules,
  type WithdrawState,
} from '@/lib/wallet/rules';
import { formatFen, formatSignedFen } from '@/lib/format/fen';

const RULES: WithdrawRules = {
  min_fen: 1000,
  max_fen: 500_000,
  daily_max_fen: 1_000_000,
  daily_count: 3,
  fee_bp: 10,
  fee_min_fen: 100,
};
const READY: WithdrawState = {
  available_fen: 800_000,
  today_fen: 0,
  today_count: 0,
  realname: true,
  account: { type: 'alipay', masked: '138****0003' },
};

describe('withdrawal fee and limits (integer fen)', () => {
  it.each([
    [1000, 100],
    [100_000, 100],
    [100_001, 101],
    [500_000, 500],
  ])('fee of %i fen is %i fen (0.1%% rounded up, at least 1.00)', (amount, fee) =>
    expect(withdrawFeeFen(amount, RULES)).toBe(fee),
  );

  it.each([
    [{ ...READY, realname: false }, 5000, '提现前请先完成实名认证'],
    [{ ...READY, account: null }, 5000, '请先绑定提现账户'],
    [READY, 999, '单笔最低提现10.00元'],
    [READY, 500_001, '单笔最高提现5000.00元'],
    [{ ...READY, today_count: 3 }, 5000, '每日最多提现3次'],
    [{ ...READY, today_fen: 990_000 }, 20_000, '每日提现额度为10000.00元，今日剩余100.00元'],
    [{ ...READY, available_fen: 4999 }, 5000, '可提现余额不足'],
    [READY, 0, '请输入正确的提现金额'],
    [READY, 12.5, '请输入正确的提现金额'],
  ])('refuses %o × %i: %s', (state, amount, message) => expect(withdrawRefusal(amount, RULES, state)).toBe(message));

  it('accepts an amount inside every limit', () => expect(withdrawRefusal(5000, RULES, READY)).toBeNull());
  it('refuses an amount the fee would eat', () =>
    expect(withdrawRefusal(100, { ...RULES, min_fen: 1 }, READY)).toBe('提现金额需大于手续费'));
});

describe('yuan text ⇄ fen without floating point', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['0.01', 1],
    ['0.1', 10],
  ])('%s → %i', (text, fen) => expect(parseYuanToFen(text)).toBe(fen));
  it.each(['', '1.234', '-1', 'abc', '1e3', '.5'])('%p is refused', (text) => expect(parseYuanToFen(text)).toBeNull());
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_456, '1234.56'],
    [-5000, '-50.00'],
  ])('%i fen reads %s', (fen, text) => expect(formatFen(fen)).toBe(text));
  it('signs movements', () => expect([formatSignedFen(100), formatSignedFen(-100)]).toEqual(['+1.00', '-1.00']));
});

describe('cai-dan exchange legs', () => {
  const rate: ExchangeRate = { caidan_units: 100, cash_fen: 10, min_caidan: 1000 };
  it('cai-dan → cash in whole steps', () =>
    expect(exchangeLegs('caidan_to_cash', 2500, rate)).toEqual({ caidan: 2500, cash_fen: 250 }));
  it('cash → cai-dan in whole steps', () =>
    expect(exchangeLegs('cash_to_caidan', 120, rate)).toEqual({ caidan: 1200, cash_fen: 120 }));
  it.each([
    ['caidan_to_cash', 900, '最少兑换1000个财蛋'],
    ['caidan_to_cash', 1050, '财蛋数量需为100的整数倍'],
    ['cash_to_caidan', 15, '金额需为0.1元的整数倍'],
    ['cash_to_caidan', 50, '最少兑换1000个财蛋'],
    ['caidan_to_cash', -100, '请输入正确的数量'],
  ] as const)('%s %i is refused: %s', (direction, amount, refusal) =>
    expect(exchangeLegs(direction, amount, rate)).toEqual({ refusal }),
  );
});
