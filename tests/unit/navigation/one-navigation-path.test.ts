import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, repoFiles } from '../../fixtures/repo-files';

/** Every page's links and navigations go through the one in-app path (SPEC §2 navigation hand-off). */
const SOURCES = ['app', 'components', 'lib'];

const files = SOURCES.flatMap((dir) => repoFiles(dir)).map((file) => ({
  file,
  text: fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'),
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
