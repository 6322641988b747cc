'use client';

import { useEffect, useState } from 'react';
import type { OpenTagState } from '@/lib/share/wechat';

/** The WeChat open tag's state (lib/share/wechat.ts), followed while the component is shown. */
export function useWechatOpenTag(inWechat: boolean): OpenTagState {
  const [state, setState] = useState<OpenTagState>(inWechat ? { status: 'pending' } : { status: 'unavailable' });
  useEffect(() => {
    if (!inWechat) return;
    let stop = () => {};
    let active = true;
    void import('@/lib/share/wechat').then(({ onWechatOpenTag }) => {
      if (active) stop = onWechatOpenTag(setState);
    });
    return () => {
      active = false;
      stop();
    };
  }, [inWechat]);
  return state;
}
