import fs from 'node:fs';
import path from 'node:path';

/** Every page's links and navigations go through the one in-app path (SPEC §2 navigation hand-off). */
const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['app', 'components', 'lib'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => ({
  file: path.relative(ROOT, file),
  text: fs.readFileSync(file, 'utf8'),
}));

describe('one in-app navigation path', () => {
  it('only the app link component imports next/link’s Link', () => {
    const direct = files
      .filter(({ text }) => /import\s+Link\b[^;]*from\s+'next\/link'/.test(text))
      .map(({ file }) => file);
    expect(direct).toEqual(['components/ui/app-link.tsx']);
  });

  it('no router.push outside the navigation hook (router.replace only for a query on the same page)', () => {
    const pushes = files
      .filter(({ text, file }) => file !== 'components/ui/use-app-navigation.ts' && /\brouter\.push\(/.test(text))
      .map(({ file }) => file);
    expect(pushes).toEqual([]);
  });
});
