import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';
import { NativeLoginRequiredLazy } from '@/components/app/native-login-required-lazy';
import { BridgeSimulatorLoader } from '@/components/bridge/bridge-simulator-loader';
import { BrowserUpgradeNotice } from '@/components/bridge/browser-upgrade-notice';
import { PageEffects } from '@/components/bridge/page-effects';
import { wantsBridgeSimulator } from '@/lib/bridge/simulator-switch';
import { isOutdatedChrome } from '@/lib/browser/browser-check';
import { isBelowTarget } from '@/lib/browser/engine';
import { requestOrigin } from '@/lib/share/metadata';
import { readNativeContext } from '@/lib/bridge/native-context';
import { isSandboxUpstream } from '@/lib/http/config';
import { BACKGROUND_DARK } from '@/lib/routes/define';
import { routeOrThrow, type RoutePath } from '@/lib/routes/manifest';
import { navButtonOf } from '@/lib/routes/nav-button';
import { hasSession } from '@/lib/session/session';
import { BodyBackground } from './body-background';
import { JsonLd, type StructuredData } from './json-ld';
import { KeepAliveScroll } from './keep-alive-scroll';
import { NavHeader } from './nav-header';
import styles from './page-shell.module.css';
import { PullRefresh } from './pull-refresh';
import { SandboxBadge } from './states';
import { loginHref, withBasePath } from '@/lib/routes/hrefs';

/**
 * Every page renders inside its manifest route: background, the browser title bar, pull-to-refresh,
 * keep-alive and the login check all come from lib/routes — a page only names its path.
 */
export async function PageShell({
  route: path,
  children,
  header = true,
  sandboxData = true,
  ownHeading = false,
  structuredData,
}: {
  /** The manifest path pattern of the page ('/tool/lhb/today/{code}'): a typo fails to compile. */
  route: RoutePath;
  children: ReactNode;
  /** Show the H5 title bar outside the app (popups and full-bleed pages turn it off). */
  header?: boolean;
  /** The page shows upstream data (and so the 演示数据 badge when it is the local upstream). */
  sandboxData?: boolean;
  /** The content has its own <h1> (a legal document): the title bar's title is then not a heading. */
  ownHeading?: boolean;
  /** schema.org data (lib/seo/json-ld.ts); rendered only when the route is indexable. */
  structuredData?: StructuredData | readonly StructuredData[];
}) {
  const route = routeOrThrow(path);
  const requestHeaders = await headers();
  const native = readNativeContext(requestHeaders);
  const url = requestHeaders.get('x-h5-url') ?? withBasePath(path);
  const userAgent = requestHeaders.get('user-agent');
  const cannotRun = isBelowTarget(userAgent) || isOutdatedChrome(userAgent);
  const origin = cannotRun ? await requestOrigin() : '';
  const simulator =
    native.inApp && wantsBridgeSimulator(requestHeaders.get('cookie')) ? <BridgeSimulatorLoader /> : null;

  // The proxy's check is optimistic; the page is the auth boundary.
  if (route.needLogin && !(await hasSession())) {
    if (!native.inApp) redirect(loginHref(url));
    return (
      <main className={styles.page}>
        {simulator}
        <NativeLoginRequiredLazy returnTo={url} />
      </main>
    );
  }

  const body = route.needRefresh ? <PullRefresh>{children}</PullRefresh> : children;
  const showHeader = header && !native.inApp;
  // The badge sits in the title bar's empty right slot, or after the content without a title bar:
  // in the flow of the page, so it never covers a form or a question.
  const badge = sandboxData && isSandboxUpstream() ? <SandboxBadge /> : null;
  return (
    <div
      className={styles.page}
      style={{ ['--page-bg' as string]: route.background } as CSSProperties}
      data-route={route.path}
      data-preload-page={route.preLoadPage ? 'true' : undefined}
      // A dark-background route (the live room) takes the dark tokens, title bar and states included.
      data-theme={route.background === BACKGROUND_DARK ? 'dark' : undefined}
    >
      {simulator}
      <PageEffects
        title={route.title}
        path={route.path}
        eventId={route.eventId}
        environment={native.environment}
        navButton={navButtonOf(route)}
        popup={route.background === 'transparent'}
      />
      <BodyBackground color={route.background} />
      {cannotRun ? <BrowserUpgradeNotice path={url} url={`${origin}${url}`} /> : null}
      {showHeader ? (
        <NavHeader title={route.title} titleIsHeading={!ownHeading} back={route.path !== '/'} extra={badge} />
      ) : null}
      <main>{body}</main>
      {route.keepAlive ? <KeepAliveScroll /> : null}
      {structuredData && route.indexable ? <JsonLd data={structuredData} /> : null}
      {badge && !showHeader ? (
        <aside className={styles.sandboxNote} aria-label="数据来源">
          {badge}
        </aside>
      ) : null}
    </div>
  );
}
