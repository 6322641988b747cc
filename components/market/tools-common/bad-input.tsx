import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import { catalogueMessage, ErrorCode } from '@/lib/errors';
import type { RoutePath } from '@/lib/routes/hrefs';

/**
 * A page parameter that cannot be served (issue 14 "Bad input"): the §8 message for 1003 with what is
 * wrong, and a way back to the tool's default view. Nothing was read, so nothing is cached for it.
 */
export function BadInput({ message, back }: { message: string; back: { path: RoutePath; label: string } }) {
  return (
    <div data-testid="bad-input" data-error-code={ErrorCode.MissingParams}>
      <EmptyState
        title={catalogueMessage(ErrorCode.MissingParams) ?? '缺少相关参数'}
        description={message}
        action={
          <Link prefetch={false} href={back.path}>
            {back.label} ›
          </Link>
        }
      />
    </div>
  );
}
