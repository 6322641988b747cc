import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { readNativeContext } from '@/lib/bridge/native-context';
import { matchRoute } from '@/lib/routes/manifest';
import { APP_DESCRIPTION, APP_NAME } from '@/lib/brand';
import { Providers } from '@/components/app/providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: APP_NAME, template: `%s` },
  description: APP_DESCRIPTION,
  applicationName: APP_NAME,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#ffffff',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  const native = readNativeContext(requestHeaders);
  const theme = requestHeaders.get('x-h5-theme') === 'dark' ? 'dark' : 'light';
  const fontSize = requestHeaders.get('x-h5-font-size') ?? 'standard';
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  const route = matchRoute(requestHeaders.get('x-h5-pathname') ?? '/')?.route;
  const background = route?.background;

  return (
    <html
      lang="zh-CN"
      data-theme={theme}
      data-prefers-color-scheme={theme}
      data-font-size={fontSize}
      data-env={native.environment}
      data-os={native.os}
      data-app-version={native.appVersion ?? undefined}
      suppressHydrationWarning
    >
      <body style={background ? ({ ['--page-bg' as string]: background } as React.CSSProperties) : undefined}>
        <Providers nonce={nonce} native={native} theme={theme}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
