import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT as ROOT, repoFiles } from '../../fixtures/repo-files';

/**
 * A component family (components/<family>/, its subfolders included) styles itself with its own CSS
 * modules and the UI kit's (components/ui). Borrowing another family's module ties the two together:
 * a class renamed or restyled for one page silently changes or breaks the other family's pages.
 */
/** The family a path under components/ belongs to (its first folder), or null outside components/. */
function familyOf(file: string): string | null {
  const [top, family, ...rest] = file.split('/');
  return top === 'components' && family && rest.length > 0 ? family : null;
}

/** Stylesheets a file loads: `import … from '….css'`, `import '….css'`, and CSS `composes: … from '….css'` / `@import`. */
function stylesheetSpecifiers(text: string): string[] {
  const patterns = [
    /\bfrom\s+['"]([^'"]+\.css)['"]/g,
    /\bimport\s+['"]([^'"]+\.css)['"]/g,
    /@import\s+(?:url\()?['"]([^'"]+\.css)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
}

function resolveSpecifier(file: string, spec: string): string | null {
  if (spec.startsWith('@/')) return spec.slice(2);
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  return null; // a package's stylesheet (antd-mobile, …) belongs to no family
}

/** `file: spec` for each stylesheet of another family that `file` (a path from the repository root) loads. */
function foreignStylesheets(file: string, text: string): string[] {
  const own = familyOf(file);
  if (own === null) return [];
  return stylesheetSpecifiers(text).flatMap((spec) => {
    const target = resolveSpecifier(file, spec);
    const family = target === null ? null : familyOf(target);
    return family !== null && family !== own && family !== 'ui' ? [`${file}: ${spec}`] : [];
  });
}

describe('CSS modules by family', () => {
  it('finds a borrowed module, and allows the kit and the own family', () => {
    expect(
      foreignStylesheets('components/invoice/list.tsx', "import styles from '@/components/wallet/money.module.css';"),
    ).toEqual(['components/invoice/list.tsx: @/components/wallet/money.module.css']);
    expect(foreignStylesheets('components/events/form.tsx', "import koi from '../koi/koi.module.css';")).toEqual([
      'components/events/form.tsx: ../koi/koi.module.css',
    ]);
    expect(
      foreignStylesheets('components/live/x.module.css', ".a { composes: b from '../anchor/anchor.module.css'; }"),
    ).toEqual(['components/live/x.module.css: ../anchor/anchor.module.css']);
    expect(
      foreignStylesheets(
        'components/invoice/list.tsx',
        "import layout from '@/components/ui/layout.module.css';\nimport styles from './invoice.module.css';",
      ),
    ).toEqual([]);
    expect(
      foreignStylesheets(
        'components/market/ipo/table.tsx',
        "import shared from '../shared/table.module.css';\nimport base from '@/components/market/market.module.css';",
      ),
    ).toEqual([]);
    expect(
      foreignStylesheets(
        'components/ui/dialog.tsx',
        "import 'antd-mobile/es/global';\nimport styles from './dialog.module.css';",
      ),
    ).toEqual([]);
  });

  it('no family loads another family’s stylesheet', () => {
    const files = repoFiles('components', /\.(tsx?|css)$/);
    expect(files.length).toBeGreaterThan(100);
    const borrowed = files.flatMap((file) => foreignStylesheets(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(borrowed).toEqual([]);
  });
});
