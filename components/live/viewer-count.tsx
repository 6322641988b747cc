'use client';

import { formatCount } from '@/lib/format/amount';
import { useViewerCount } from '@/lib/live/use-live-chat';

/** 人在看: the server's count at render, then the live count the chat stream relays. */
export function ViewerCount({ roomId, initial }: { roomId: number; initial: number }) {
  const viewers = useViewerCount(roomId, initial);
  return <span data-testid="viewer-count">{formatCount(viewers)}人在看</span>;
}
