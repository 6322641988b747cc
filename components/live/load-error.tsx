import { headers } from 'next/headers';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { isAppError } from '@/lib/errors';

/** The error state of a live page: "not found" as empty, anything else with a retry link to this URL. */
export async function LiveLoadError({ error, notFoundTitle = '内容不存在' }: { error: unknown; notFoundTitle?: string }) {
  if (isAppError(error) && error.status === 404) return <EmptyState title={notFoundTitle} description="链接可能已失效。" />;
  if (!isAppError(error)) console.error('[live] page failed', error);
  const here = (await headers()).get('x-h5-url') ?? undefined;
  return <ErrorState retryHref={here} description={isAppError(error) ? error.message : undefined} />;
}

export function asOfNow(): string {
  return new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date());
}
