import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  basePath: '/h5',
  // Parallel builds (several worktrees or test runs on one machine) may each use their own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['antd-mobile'],
  // The local upstream and its driver run outside the Next bundle.
  serverExternalPackages: ['@libsql/client', 'ioredis'],
  experimental: {
    optimizePackageImports: ['antd-mobile'],
  },
};

export default nextConfig;
