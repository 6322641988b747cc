import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, repoFiles } from '../../fixtures/repo-files';

/**
 * Every client write goes through the one hook (lib/api/use-bff-action: busy state, debounce, the §8
 * message, the login flow) or, for a background beat nobody waits for, through bffBeacon
 * (lib/api/beacon). Outside lib/api, bffFetch only reads: no body, no method but GET, and no options
 * object this test cannot read.
 */
const SOURCES = ['app', 'components', 'lib'];
const WRITE_HELPERS = 'lib/api/';

/** Index just past the string or template literal opening at `start` (templates' ${…} included). */
function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) {
    if (text[i] === '\\') i += 2;
    else if (quote === '`' && text.startsWith('${', i)) i = skipBalanced(text, i + 1);
    else i += 1;
  }
  return i + 1;
}

/** Index just past the bracket group opening at `start` ( ( [ or { ), strings skipped. */
function skipBalanced(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const char = text[i];
    if (char === "'" || char === '"' || char === '`') {
      i = skipString(text, i);
      continue;
    }
    if (char === '(' || char === '[' || char === '{') depth += 1;
    if (char === ')' || char === ']' || char === '}') depth -= 1;
    i += 1;
    if (depth === 0) return i;
  }
  return i;
}

/** The top-level arguments of the call whose `(` is at `open`. */
function callArguments(text: string, open: number): string[] {
  const end = skipBalanced(text, open) - 1;
  const args: string[] = [];
  let from = open + 1;
  let i = from;
  while (i < end) {
    const char = text[i];
    if (char === "'" || char === '"' || char === '`') i = skipString(text, i);
    else if (char === '(' || char === '[' || char === '{') i = skipBalanced(text, i);
    else if (char === ',') {
      args.push(text.slice(from, i).trim());
      from = i + 1;
      i += 1;
    } else i += 1;
  }
  args.push(text.slice(from, end).trim());
  return args.filter((arg) => arg !== '');
}

/** Why this bffFetch call is (or may be) a write, or null for a plain read. */
function writeIn(args: string[]): string | null {
  const options = args[1];
  if (options === undefined) return null;
  if (!/^\{[\s\S]*\}$/.test(options) || /\.\.\./.test(options)) return `options it cannot read: ${options}`;
  if (/\bbody\b\s*[:,}]/.test(options)) return 'a body (a POST)';
  const method = /\bmethod\s*:\s*([^,}]+)/.exec(options);
  if (method && !/^['"]GET['"]$/.test(method[1].trim())) return `method ${method[1].trim()}`;
  return null;
}

/** Every bffFetch call in the text that writes, and every use this test cannot follow, with the reason. */
function bffWrites(source: string): string[] {
  const found: string[] = [];
  // Imports: a plain `{ bffFetch }` is fine; a renamed one would hide its calls from this scan.
  const text = source.replace(/import\s*\{[^}]*\}\s*from\s*['"][^'"]+['"]/g, (statement) => {
    if (/\bbffFetch\s+as\b/.test(statement)) found.push(`bffFetch imported under another name: ${statement}`);
    return ' '.repeat(statement.length);
  });
  for (const match of text.matchAll(/\bbffFetch\b/g)) {
    const at = match.index ?? 0;
    const line = text.slice(text.lastIndexOf('\n', at) + 1, at);
    if (/\/\/|^\s*\*/.test(line)) continue; // a comment naming it
    let i = at + match[0].length;
    while (/\s/.test(text[i] ?? '')) i += 1;
    if (text[i] === '<') {
      // The type argument: up to its matching `>` (an arrow's `=>` is not one).
      let depth = 0;
      for (; i < text.length; i += 1) {
        if (text[i] === '<') depth += 1;
        else if (text[i] === '>' && text[i - 1] !== '=') depth -= 1;
        if (depth === 0) break;
      }
      i += 1;
      while (/\s/.test(text[i] ?? '')) i += 1;
    }
    if (text[i] === '(') {
      const reason = writeIn(callArguments(text, i));
      if (reason) found.push(reason);
    } else {
      // Passed on as a value, where this test cannot follow its calls.
      found.push(`bffFetch used as a value: ${text.slice(at, at + 40).split('\n')[0]}`);
    }
  }
  return found;
}

describe('the detector', () => {
  it('finds writes in their usual shapes and passes reads', () => {
    expect(bffWrites("await bffFetch('/a', { body: { x: 1 } });")).toHaveLength(1);
    expect(bffWrites("bffFetch<{ next?: string | null }>('/session/logout', { method: 'POST' })")).toHaveLength(1);
    expect(bffWrites('bffFetch<Answer<(a: number) => string>>(`/x/${id}`, { body })')).toHaveLength(1);
    expect(bffWrites("bffFetch(path, { method: 'DELETE' })")).toHaveLength(1);
    expect(bffWrites('bffFetch(path, options)')).toHaveLength(1);
    expect(bffWrites("const post = bffFetch;\nimport { bffFetch as f } from '@/lib/api/client';")).toHaveLength(2);
    expect(
      bffWrites("import { bffFetch } from '@/lib/api/client';\nimport { bffFetch, BffError } from '@/lib/api/client';"),
    ).toEqual([]);
    expect(bffWrites("bffFetch<VipStatus>('/vip/status')")).toEqual([]);
    expect(bffWrites('bffFetch<Q>(`/m?${new URLSearchParams({ a: String(b) })}`, { showLoading: true })')).toEqual([]);
    expect(bffWrites("bffFetch('/a', { method: 'GET', showLoading: true })")).toEqual([]);
  });
});

describe('one client write path', () => {
  it('outside lib/api, bffFetch only reads: writes are useBffAction actions or bffBeacon beats', () => {
    const files = SOURCES.flatMap((dir) => repoFiles(dir))
      .map((file) => ({ file, text: fs.readFileSync(path.join(REPO_ROOT, file), 'utf8') }))
      .filter(({ file }) => !file.startsWith(WRITE_HELPERS));
    // The scan reaches the client code it is about.
    expect(files.filter(({ text }) => /\bbffFetch\b/.test(text)).length).toBeGreaterThan(5);
    const writes = files.flatMap(({ file, text }) => bffWrites(text).map((reason) => `${file}: ${reason}`));
    expect(writes).toEqual([]);
  });
});
