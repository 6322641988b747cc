import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { readdirSync } from 'node:fs';

/**
 * A domain's rules (lib/<domain>/rules.ts, *-rules.ts) are its own: another domain reaches them through
 * that domain's schemas or server module, or the shared piece moves to a shared home. Shared homes any
 * domain may import from: lib/format, lib/errors.ts, lib/routes, lib/api, and lib/moderation (the one
 * gate all user text passes). Types carry no rule, so `import type` stays allowed.
 */
const SHARED_RULE_HOMES = ['moderation'];
const libFolders = readdirSync(new URL('./lib', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ownRulesOnly = libFolders.map((folder) => ({
  files: [`lib/${folder}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(@/lib/|(\\.\\./)+(lib/)?)(?!(${[folder, ...SHARED_RULE_HOMES].join('|')})/)[\\w-]+/([\\w-]+-)?rules$`,
            allowTypeImports: true,
            message:
              "Another domain's rules: import its schemas or server module, or move the shared piece to lib/format (or another shared home).",
          },
        ],
      },
    ],
  },
}));

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'public/**',
      'node_modules/**',
      'bench/out/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'upstream/data/**',
      'upstream/media/files/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...ownRulesOnly,
];

export default config;
