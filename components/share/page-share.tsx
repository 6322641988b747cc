'use client';

import { useEffect } from 'react';
import type { ShareConfig, ShareType } from '@/lib/share/config';
import { setPageShare } from '@/lib/share/share';

/**
 * Declares this page's share card (title, desc, link, imgUrl; SPEC §3 defaults fill the gaps). In
 * WeChat it is kept until the JS-SDK is ready, then applied; in the app it feeds the native share.
 */
export function PageShare({ shareType = 'url', ...config }: Partial<ShareConfig> & { shareType?: ShareType }) {
  const key = JSON.stringify(config);
  useEffect(() => {
    setPageShare(JSON.parse(key) as Partial<ShareConfig>, shareType);
  }, [key, shareType]);
  return null;
}
