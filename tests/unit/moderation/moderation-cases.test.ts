import { readFileSync } from 'node:fs';
import path from 'node:path';
import { moderate } from '@/lib/moderation/rules';

/** tests/fixtures/moderation/cases.tsv: text, block|allow, why; \uXXXX stands for an invisible character. */
const FILE = path.join(process.cwd(), 'tests/fixtures/moderation/cases.tsv');
const unescape = (text: string) =>
  text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const cases = readFileSync(FILE, 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [text, expected, why] = line.split('\t');
    return { text: unescape(text), expected, why };
  });

test('the case file is well formed and large enough', () => {
  for (const item of cases) expect(['block', 'allow']).toContain(item.expected);
  expect(cases.filter((item) => item.expected === 'block').length).toBeGreaterThanOrEqual(150);
  expect(cases.filter((item) => item.expected === 'allow').length).toBeGreaterThanOrEqual(100);
  expect(new Set(cases.map((item) => item.text)).size).toBe(cases.length);
});

describe.each(['block', 'allow'])('%s', (expected) => {
  test.each(cases.filter((item) => item.expected === expected).map((item) => [item.text, item.why]))(
    '%p (%s)',
    (text) => {
      expect(moderate(text).ok).toBe(expected === 'allow');
    },
  );
});
