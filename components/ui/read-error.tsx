import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { catalogueMessage, ERROR_MESSAGES, ErrorCode, type AppError } from '@/lib/errors';
import { isBadInput } from '@/lib/read/result';
import type { RoutePath } from '@/lib/routes/hrefs';
import { SessionEndedLazy } from './session-ended-lazy';
import { EmptyState, ErrorState } from './states';

/**
 * The one view of a failed read. The title is the §8 catalogue's message for the code,
 * the detail the server's own words when they say more, with the code; the retry link reloads the
 * current route (the proxy's x-h5-url, query included) and works without JavaScript. A read of
 * something that does not exist (404) shows the not-found variant instead, and a page parameter that
 * cannot be served (400, lib/read/result badInput) the §8 1003 title with the reason and `back`: nothing
 * was read, so there is nothing to retry.
 */
export async function ReadError({
  error,
  notFoundTitle = '内容不存在',
  notFoundDescription = '它可能已下线，或暂时无法查看。',
  notFoundAction,
  back,
}: {
  error: AppError;
  notFoundTitle?: string;
  notFoundDescription?: string;
  /** A way onward from something that does not exist (a search form, a list): never a retry. */
  notFoundAction?: ReactNode;
  /** The way back from a refused parameter (the tool's default view, its search). */
  back?: { path: RoutePath; label: string };
}) {
  const backLink = back ? (
    <Link prefetch={false} href={back.path}>
      {back.label} ›
    </Link>
  ) : undefined;
  if (isBadInput(error)) {
    return (
      <div data-testid="bad-input" data-error-code={error.code}>
        <EmptyState
          title={catalogueMessage(ErrorCode.MissingParams) ?? ERROR_MESSAGES[1003]}
          description={error.message}
          action={backLink}
        />
      </div>
    );
  }
  if (error.status === 404) {
    return (
      <div data-testid="read-error" data-error-code={error.code}>
        <EmptyState title={notFoundTitle} description={notFoundDescription} action={notFoundAction ?? backLink} />
      </div>
    );
  }
  // An empty href reloads the document itself when the proxy did not run (it always does for pages).
  const here = (await headers()).get('x-h5-url') ?? '';
  // The upstream refused the session's token: renew it once, or log this browser out (signed out elsewhere).
  if (error.code === ErrorCode.TokenExpired) return <SessionEndedLazy returnTo={here} />;
  const { title, detail } = error.code === ErrorCode.MissingParams ? refusalWords(error) : catalogueWords(error);
  return (
    <div data-testid="read-error" data-error-code={error.code}>
      <ErrorState title={title} description={detail} retryHref={here} />
    </div>
  );
}

function catalogueWords(error: AppError) {
  const title = catalogueMessage(error.code) ?? ERROR_MESSAGES[1004];
  return {
    title,
    detail:
      error.message && error.message !== title ? `${error.message}（错误码 ${error.code}）` : `错误码 ${error.code}`,
  };
}

/**
 * 1003 is both "a parameter is missing" and the code of most business refusals upstream: a refusal is
 * shown in its own words; a missing or malformed parameter (缺少相关参数：field) in the user's words,
 * never the field's name.
 */
function refusalWords(error: AppError) {
  const catalogue = ERROR_MESSAGES[ErrorCode.MissingParams];
  if (!error.message || error.message.startsWith(catalogue))
    return { title: '链接信息不完整', detail: `请返回上一页重新进入（错误码 ${error.code}）` };
  return { title: error.message, detail: `错误码 ${error.code}` };
}
