import fc from 'fast-check';
import {
  applyRangeEdit,
  compareForSort,
  formatConditions,
  meets,
  parseConditions,
  parseSort,
  salvageConditions,
  screen,
  SCREENER_CONDITIONS,
  SCREENER_PRESETS,
  type Condition,
  type ScreenerTable,
} from '@/lib/market/screener-rules';
import {
  checkCode,
  checkConditions,
  checkMarginWindow,
  checkPool,
  checkScope,
  checkSearch,
  checkWindow,
} from '@/lib/market/tool-params';

describe('screener conditions in the URL', () => {
  test('a valid text parses, and formats back to itself', () => {
    const parsed = parseConditions('pe:0~30,roe:10~,pct:-2.5~5');
    expect(parsed).toEqual({
      ok: true,
      conditions: [
        { key: 'pe', min: 0, max: 30 },
        { key: 'roe', min: 10, max: null },
        { key: 'pct', min: -2.5, max: 5 },
      ],
    });
    if (parsed.ok) expect(formatConditions(parsed.conditions)).toBe('pe:0~30,roe:10~,pct:-2.5~5');
  });

  test.each([
    ['pe:0-30', '条件格式有误：pe:0-30'],
    ['nope:1~2', '条件格式有误：nope:1~2'],
    ['pe:a~3', '市盈率TTM的范围须为数字'],
    ['pe:~', '请为市盈率TTM设置范围'],
    ['pe:30~0', '「市盈率TTM」最小值不能大于最大值'],
    ['pct:-50~', '涨跌幅的范围须在 -30 至 30% 之间'],
    ['pe:1~2,pe:3~4', '条件重复：市盈率TTM'],
    ['pe:1.234~2', '市盈率TTM的范围须为数字'],
    [Array.from({ length: 11 }, () => 'pe:1~2').join(','), '最多可选 10 个条件'],
    ['x'.repeat(401), '条件过长，请减少条件'],
  ])('%p is refused: %p', (text, message) => expect(parseConditions(text)).toEqual({ ok: false, message }));

  test('every preset is valid', () => {
    for (const p of SCREENER_PRESETS) expect(parseConditions(p.conditions).ok).toBe(true);
  });

  test('a range edit replaces one condition, or adds it; a bad edit says why', () => {
    const base: Condition[] = [{ key: 'pe', min: 0, max: 30 }];
    expect(applyRangeEdit(base, 'pe', '5', '')).toEqual({ ok: true, conditions: [{ key: 'pe', min: 5, max: null }] });
    expect(applyRangeEdit(base, 'roe', '10', '')).toEqual({
      ok: true,
      conditions: [...base, { key: 'roe', min: 10, max: null }],
    });
    expect(applyRangeEdit(base, 'pe', '9', '3')).toEqual({ ok: false, message: '「市盈率TTM」最小值不能大于最大值' });
  });
});

const keys = SCREENER_CONDITIONS.map((c) => c.key);
const cell = fc.oneof(fc.constant(Number.NaN), fc.integer({ min: -50, max: 50 }));

describe('screen(): every condition, bounds inclusive, unknown values never match', () => {
  test('matches a brute-force filter (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.uniqueArray(fc.constantFrom(...keys), { minLength: 0, maxLength: 5 }),
        fc.array(fc.tuple(fc.option(fc.integer({ min: -50, max: 50 })), fc.option(fc.integer({ min: -50, max: 50 }))), {
          minLength: 5,
          maxLength: 5,
        }),
        fc.array(fc.array(cell, { minLength: keys.length, maxLength: keys.length }), { minLength: 40, maxLength: 40 }),
        (size, chosen, ranges, cells) => {
          const table: ScreenerTable = {
            size,
            columns: Object.fromEntries(
              keys.map((k, j) => [k, Float64Array.from(cells.slice(0, size).map((row) => row[j]))]),
            ),
          };
          const conditions: Condition[] = chosen.map((key, i) => ({ key, min: ranges[i][0], max: ranges[i][1] }));
          const expected: number[] = [];
          for (let row = 0; row < size; row += 1)
            if (conditions.every((c) => meets(table.columns[c.key][row], c))) expected.push(row);
          expect([...screen(table, conditions)]).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('an unknown column matches nothing', () => {
    expect(screen({ size: 2, columns: {} }, [{ key: 'pe', min: 0, max: null }]).length).toBe(0);
  });
});

describe('page parameters (bad input)', () => {
  test.each([
    [{}, { ok: true, value: 20 }],
    [{ window: '5' }, { ok: true, value: 5 }],
    [{ window: '120' }, { ok: true, value: 120 }],
    [{ window: '4' }, { ok: false, message: '窗口须为5至120个交易日' }],
    [{ window: '121' }, { ok: false, message: '窗口须为5至120个交易日' }],
    [{ window: '2e1' }, { ok: false, message: '窗口须为5至120个交易日' }],
    [{ window: '-20' }, { ok: false, message: '窗口须为5至120个交易日' }],
  ])('window %p → %p', (params, expected) => expect(checkWindow(params)).toEqual(expected));

  test.each([
    [{}, { ok: true, value: null }],
    [{ q: 'gzmt' }, { ok: true, value: 'gzmt' }],
    [{ q: '   ' }, { ok: false, message: '请输入股票代码、名称或拼音首字母' }],
    [{ q: '茅'.repeat(200) }, { ok: false, message: '搜索内容不能超过20个字' }],
  ])('search %p', (params, expected) => expect(checkSearch(params)).toEqual(expected));

  test('codes, scopes, pools, margin windows and conditions', () => {
    expect(checkCode({ code: '600519' })).toEqual({ ok: true, value: '600519' });
    expect(checkCode({ code: '60051' })).toEqual({ ok: false, message: '股票代码格式有误：60051' });
    expect(checkCode({})).toEqual({ ok: false, message: '请输入6位股票代码' });
    expect(checkScope({ scope: 'all' })).toEqual({ ok: true, value: 'all' });
    expect(checkScope({ scope: 'market' }).ok).toBe(false);
    expect(checkPool({ pool: 'dt' })).toEqual({ ok: true, value: 'dt' });
    expect(checkPool({ pool: 'x' })).toEqual({ ok: false, message: '未知的股池' });
    expect(checkMarginWindow({ days: '10' })).toEqual({ ok: true, value: 10 });
    expect(checkMarginWindow({ days: '7' }).ok).toBe(false);
    expect(checkConditions({ c: 'pe:1~' })).toEqual({ ok: true, value: [{ key: 'pe', min: 1, max: null }] });
    expect(checkConditions({ c: 'pe:1' }).ok).toBe(false);
  });
});

describe('a link the editor cannot fully read keeps the page', () => {
  test('good conditions are kept and each problem is said once', () => {
    expect(salvageConditions('pe:0~30,roe:10~')).toEqual({
      conditions: [
        { key: 'pe', min: 0, max: 30 },
        { key: 'roe', min: 10, max: null },
      ],
      errors: [],
    });
    expect(salvageConditions('pe:30~0,roe:10~,roe:5~,zz:1~2')).toEqual({
      conditions: [{ key: 'roe', min: 10, max: null }],
      errors: ['「市盈率TTM」最小值不能大于最大值', '条件重复：ROE', '条件格式有误：zz:1~2'],
    });
    expect(
      salvageConditions(
        Array.from({ length: 11 }, (_, i) => `${SCREENER_CONDITIONS[i].key}:~${SCREENER_CONDITIONS[i].upper}`).join(
          ',',
        ),
      ).conditions,
    ).toHaveLength(10);
    expect(salvageConditions('')).toEqual({ conditions: [], errors: [] });
    expect(salvageConditions(',,')).toEqual({ conditions: [], errors: [] });
  });
});

describe('result sort', () => {
  const chosen: Condition[] = [{ key: 'pe', min: 0, max: 30 }];
  test('涨跌幅 and 最新价 always, a condition only when chosen; direction asc or desc', () => {
    expect(parseSort(undefined, undefined, [])).toEqual({ ok: true, sort: { key: 'pct', order: 'desc' } });
    expect(parseSort('close', 'asc', [])).toEqual({ ok: true, sort: { key: 'close', order: 'asc' } });
    expect(parseSort('pe', 'desc', chosen)).toEqual({ ok: true, sort: { key: 'pe', order: 'desc' } });
    expect(parseSort('roe', 'desc', chosen)).toEqual({ ok: false, message: '只能按涨跌幅、最新价或已选条件排序' });
    expect(parseSort('__proto__', '', chosen).ok).toBe(false);
    expect(parseSort('pct', 'up', chosen)).toEqual({ ok: false, message: '排序方向仅支持升序或降序' });
  });

  test('any list sorts in the asked direction with unknown values last, ties by code (property)', () => {
    const row = fc.record({
      value: fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constant(Number.NaN)),
      code: fc.stringMatching(/^\d{6}$/),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), fc.constantFrom('asc' as const, 'desc' as const), (rows, order) => {
        const sorted = [...rows].sort((a, b) => compareForSort(a, b, order));
        const known = sorted.filter((r) => !Number.isNaN(r.value));
        expect(sorted.slice(0, known.length)).toEqual(known);
        for (let i = 1; i < known.length; i += 1) {
          const d = order === 'asc' ? known[i].value - known[i - 1].value : known[i - 1].value - known[i].value;
          expect(d > 0 || (d === 0 && known[i - 1].code <= known[i].code)).toBe(true);
        }
      }),
    );
  });
});
