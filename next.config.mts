import path from 'node:path';
import { buildSync } from 'esbuild';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { LEGACY_POLYFILLS, LEGACY_POLYFILLS_PATH } from './lib/browser/legacy-polyfills.ts';
import { securityHeaders } from './lib/security/headers.ts';
import { productionCookies } from './lib/session/cookie-policy.ts';

const nextConfig: NextConfig = {
  basePath: '/h5',
  // Parallel builds (several worktrees or test runs on one machine) may each use their own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Script and style chunks from a static asset host (SPEC §7), e.g. H5_ASSET_PREFIX=https://cdn.example.com/h5
  // with the build's .next/static uploaded under /h5/_next/static; unset, they come from this server.
  assetPrefix: process.env.H5_ASSET_PREFIX || undefined,
  poweredByHeader: false,
  // deploy/Dockerfile builds with NEXT_OUTPUT=standalone (a self-contained server.js and its traced files).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // No cacheHandler: Next's incremental cache holds only the build's prerendered /icon.svg (no page
  // uses ISR, 'use cache' or revalidate), identical on every instance. The app's own caches are
  // lib/read/public-cache.ts (data) and lib/read/page-cache.ts (whole public pages).
  // Link previews (WeChat, QQ, DingTalk, Weibo) and phone browsers read the title and Open Graph tags
  // from <head>; by default Next streams generateMetadata into <body> for every UA it does not list as
  // an "HTML-limited bot". Blocking metadata for every user agent keeps them in <head>.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds; the build need not again.
  typescript: { ignoreBuildErrors: process.env.H5_TYPECHECKED === '1' },
  // server-only is bundled so it resolves to its empty server build in pages/api routes too: the
  // pages router loads node_modules unbundled by default, and the package's default entry throws.
  transpilePackages: ['antd-mobile', 'server-only'],
  turbopack: {
    resolveAlias: {
      // Turbopack lowers syntax in node_modules for the browserslist targets, except private class
      // methods (`#m() {}`), which Chromium parses only from 84: query-core's own legacy build has none.
      '@tanstack/query-core': './node_modules/@tanstack/query-core/build/legacy/index.js',
    },
  },
  // The local upstream and its driver run outside the Next bundle.
  serverExternalPackages: ['@libsql/client', 'ioredis', 'undici'],
  // Static security headers everywhere; pages add their per-request CSP nonce in proxy.ts, which
  // skips /api so BFF calls don't pay for a nonce they never use.
  async headers() {
    const common = Object.entries(securityHeaders(productionCookies())).map(([key, value]) => ({ key, value }));
    return [
      { source: '/:path*', headers: common },
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
      },
      { source: LEGACY_POLYFILLS_PATH, headers: [{ key: 'Cache-Control', value: 'public, max-age=3600' }] },
    ];
  },
  // The first-party media path: /h5/media/… is served by the streaming pass-through in
  // pages/api/media (Node request/response); proxy.ts never sees it (its matcher skips file paths).
  async rewrites() {
    // The sitemap index: app/sitemap.ts (with generateSitemaps) serves its files under /sitemap/, and a
    // route at /sitemap.xml itself would clash with it at build time.
    return {
      beforeFiles: [
        { source: '/media/:path*', destination: '/api/media/:path*' },
        { source: '/sitemap.xml', destination: '/sitemap-index.xml' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  experimental: {
    optimizePackageImports: ['antd-mobile'],
    // The default ('loose') merged the CSS modules of every family into one 121 KB chunk (17.8 KB gz)
    // that 322 of 437 routes load before their first paint; 'graph' gives /tool/lhb/today 5 files,
    // 21 KB (5.6 KB gz). Computed styles of all 4,963 elements of 20 key pages were identical. A request
    // cost of 200 KB (of source) merges a few more of the small files; 2 MB merged more but sent more.
    cssChunking: { type: 'graph', requestCost: 200_000 },
    // Fewer, larger client chunks for a first load: each request costs a phone a round trip, and
    // Lantern counts every script that finished downloading before the first paint in the LCP (bench/README,
    // "Why a page's simulated LCP counts its scripts"). /userServiceAgreement 17 → 15 requests, its
    // median LCP 2520 → 1699 ms in interleaved runs.
    turbopackChunking: { requestCost: 800_000, minChunkSize: 200_000 },
  },
};

/**
 * The script the root layout loads before hydration on supported engines that lack an API the bundle
 * calls (lib/browser/legacy-polyfills.ts): exactly those, so current engines pay nothing.
 */
function buildLegacyPolyfills() {
  buildSync({
    stdin: { contents: LEGACY_POLYFILLS.map((polyfill) => polyfill.install).join('\n'), resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['chrome78', 'ios15'],
    legalComments: 'none',
    outfile: path.join(process.cwd(), 'public', LEGACY_POLYFILLS_PATH),
    logLevel: 'warning',
  });
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) buildLegacyPolyfills();
  return nextConfig;
}
