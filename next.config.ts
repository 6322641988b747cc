import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  basePath: '/h5',
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
