'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { OsName } from '@/lib/bridge/native-context';
import { configureWechat, rememberLandingUrl } from '@/lib/share/wechat';
import { FollowOfficialAccount } from './follow-official-account';

/**
 * WeChat only (loaded on demand by Providers): the JS-SDK is configured once per visit on iOS (the
 * landing URL's signature stays valid) and again after each client navigation elsewhere.
 */
export function WechatSetup({ nonce, os }: { nonce?: string; os: OsName }) {
  const pathname = usePathname();
  const configured = useRef(false);
  useEffect(() => {
    rememberLandingUrl(window.location.href);
  }, []);
  useEffect(() => {
    if (os === 'ios' && configured.current) return;
    configured.current = true;
    configureWechat({ nonce, os }).catch((error) => console.warn('[wechat] setup failed', error));
  }, [pathname, nonce, os]);
  return <FollowOfficialAccount />;
}
