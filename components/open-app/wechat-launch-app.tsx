'use client';

import { useEffect, useRef } from 'react';
import { OPEN_LAUNCH_APP_TAG } from '@/lib/share/wechat';

/** The button inside the open tag: WeChat renders it in its own frame, so it carries its own style. */
const TEMPLATE = `<style>.open{display:block;width:100%;height:44px;border:0;border-radius:22px;background:#e93030;color:#fff;font-size:16px}</style><button class="open">打开App</button>`;

/**
 * WeChat's open tag (wx-open-launch-app) that launches the app on `pageUrl` (extinfo). Built by hand:
 * WeChat reads a <script type="text/wxtag-template"> child, which React would not render as such.
 * `onFail` runs when WeChat cannot launch it (not installed, not allowed).
 */
export function WechatLaunchApp({ appId, pageUrl, onFail }: { appId: string; pageUrl: string; onFail: () => void }) {
  const host = useRef<HTMLDivElement | null>(null);
  const fail = useRef(onFail);
  useEffect(() => {
    fail.current = onFail;
  }, [onFail]);
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const tag = document.createElement(OPEN_LAUNCH_APP_TAG);
    tag.setAttribute('appid', appId);
    tag.setAttribute('extinfo', pageUrl);
    tag.style.display = 'block';
    const template = document.createElement('script');
    template.type = 'text/wxtag-template';
    template.textContent = TEMPLATE;
    tag.appendChild(template);
    const onError = () => fail.current();
    tag.addEventListener('error', onError);
    container.appendChild(tag);
    return () => {
      tag.removeEventListener('error', onError);
      tag.remove();
    };
  }, [appId, pageUrl]);
  return <div ref={host} data-open-tag="wx-open-launch-app" />;
}
