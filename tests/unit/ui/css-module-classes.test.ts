import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT as ROOT, repoFiles } from '../../fixtures/repo-files';

/**
 * Every class a component reads from a CSS module exists in that module. TypeScript types CSS modules
 * as `Record<string, string>`, so a class deleted from a stylesheet (or never written) is `undefined`
 * at run time and the element silently loses its styles.
 */
function classesOf(cssFile: string): Set<string> {
  const css = fs.readFileSync(path.join(ROOT, cssFile), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...css.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]));
}

function missingClasses(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const missing: string[] = [];
  for (const [, name, spec] of text.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
    const cssFile = spec.startsWith('@/') ? spec.slice(2) : path.join(path.dirname(file), spec);
    if (!fs.existsSync(path.join(ROOT, cssFile))) {
      missing.push(`${file}: ${cssFile} does not exist`);
      continue;
    }
    const classes = classesOf(cssFile);
    const used = [
      ...text.matchAll(new RegExp(`(?<![\\w/.'"-])${name}\\.([A-Za-z_]\\w*)(?!\\.css)`, 'g')),
      ...text.matchAll(new RegExp(`\\b${name}\\['([\\w-]+)'\\]`, 'g')),
    ].map((match) => match[1]);
    for (const cls of new Set(used))
      if (!classes.has(cls)) missing.push(`${file}: ${name}.${cls} is not in ${cssFile}`);
  }
  return missing;
}

describe('CSS module classes', () => {
  const files = [...repoFiles('app'), ...repoFiles('components')];

  it('reads only classes its stylesheet defines', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(missingClasses)).toEqual([]);
  });
});
