import { AppLink as Link } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/states';
import { ReadError } from '@/components/ui/read-error';
import { getAnchor } from '@/lib/anchor/server';
import { ANCHOR_ERRORS } from '@/lib/anchor/rules';
import type { AnchorProfile } from '@/lib/anchor/schemas';
import { href } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';

/**
 * The page side of the anchor role check (the BFF and the upstream check again): an active anchor
 * sees the page, a viewer the 仅主播可用 screen with the way to apply, a suspended anchor why not.
 * Rendered inside PageShell, so a visitor is sent to log in first and never reaches the read.
 */
export async function AnchorGate({
  children,
}: {
  children: (anchor: AnchorProfile) => ReactNode | Promise<ReactNode>;
}) {
  const read = await getAnchor();
  if (!read.ok) {
    if (read.error.code === ANCHOR_ERRORS.notAnchor.code) return <AnchorOnlyScreen />;
    return <ReadError error={read.error} />;
  }
  if (read.data.status === 'suspended') {
    return (
      <div data-testid="anchor-suspended">
        <EmptyState
          title="主播账号已暂停"
          description="你的主播账号已被暂停使用，暂时不能开播或修改直播间。如有疑问请联系平台客服。"
        />
      </div>
    );
  }
  return children(read.data);
}

export function AnchorOnlyScreen() {
  return (
    <div data-testid="anchor-only">
      <EmptyState
        title={ANCHOR_ERRORS.notAnchor.message}
        description="此页面是主播的创作工具。想在这里开直播、发福袋？先申请成为主播。"
        action={
          <Link className={buttonClass({ block: true, size: 'lg' })} href={href('/anchorRecruitment/v2')}>
            申请成为主播
          </Link>
        }
      />
    </div>
  );
}
