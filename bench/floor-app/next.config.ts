import type { NextConfig } from 'next';

// The floor: the same Next version and base path as the product, nothing else.
const nextConfig: NextConfig = {
  basePath: '/h5',
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // Built from a temp dir whose node_modules links to the project's: let Turbopack read both.
  turbopack: { root: '/' },
};

export default nextConfig;
