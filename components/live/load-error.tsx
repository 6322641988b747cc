import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { isAppError } from '@/lib/errors';

/** The error state of a live page: "not found" as empty, anything else with a retry link to this URL. */
export async function LiveLoadError({ error, notFoundTitle = '内容不存在', notFoundDescription = '它可能已下线，或暂时无法查看。', notFoundAction }: { error: unknown; notFoundTitle?: string; notFoundDescription?: string; notFoundAction?: ReactNode }) {
  if (isAppError(error) && error.status === 404) return <EmptyState title={notFoundTitle} description={notFoundDescription} action={notFoundAction} />;
  if (!isAppError(error)) console.error('[live] page failed', error);
  const here = (await headers()).get('x-h5-url') ?? undefined;
  return <ErrorState retryHref={here} description={isAppError(error) ? error.message : undefined} />;
}

export function asOfNow(): string {
  return new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date());
}
