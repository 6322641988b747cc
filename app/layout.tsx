import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import Script from 'next/script';
import type { ReactNode } from 'react';
import { readNativeContext } from '@/lib/bridge/native-context';
import { needsLegacyPolyfills } from '@/lib/browser/engine';
import { LEGACY_POLYFILLS_PATH } from '@/lib/browser/legacy-polyfills';
import { withBasePath } from '@/lib/routes/hrefs';
import { matchRoute } from '@/lib/routes/manifest';
import { APP_DESCRIPTION, APP_NAME } from '@/lib/brand';
import { Providers } from '@/components/app/providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: APP_NAME, template: `%s` },
  description: APP_DESCRIPTION,
  applicationName: APP_NAME,
  formatDetection: { telephone: false, email: false, address: false },
  // Every page is the phone H5 (laid out at 750 design units, no desktop version): Baidu ranks a page
  // that says so in its mobile results (<meta name="applicable-device" content="mobile">).
  other: { 'applicable-device': 'mobile' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1c21' },
  ],
};

/**
 * Outside the app with no theme given (no native header, query or cookie), the page follows the
 * system: the server cannot know prefers-color-scheme, so this runs in <head> before the body paints
 * and sets the same attributes a given theme would (globals.css and antd-mobile read them).
 */
const FOLLOW_SYSTEM_THEME = `(function(){var d=document.documentElement,m=window.matchMedia('(prefers-color-scheme: dark)');function a(){var t=m.matches?'dark':'light';d.setAttribute('data-theme',t);d.setAttribute('data-prefers-color-scheme',t);}a();if(m.addEventListener)m.addEventListener('change',a);})();`;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  const native = readNativeContext(requestHeaders);
  const given = requestHeaders.get('x-h5-theme');
  const followSystem = given !== 'dark' && given !== 'light';
  const theme = given === 'dark' ? 'dark' : 'light';
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
      data-theme-source={followSystem ? 'system' : 'given'}
      suppressHydrationWarning
    >
      {followSystem ? (
        <head>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FOLLOW_SYSTEM_THEME }} />
        </head>
      ) : null}
      <body style={background ? ({ ['--page-bg' as string]: background } as React.CSSProperties) : undefined}>
        {/* Loaded and run before any of Next's modules and before hydration, only where an API is missing. */}
        {needsLegacyPolyfills(requestHeaders.get('user-agent')) ? (
          <Script
            id="legacy-polyfills"
            strategy="beforeInteractive"
            src={withBasePath(LEGACY_POLYFILLS_PATH)}
            nonce={nonce}
          />
        ) : null}
        <Providers nonce={nonce} native={native} theme={theme}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
