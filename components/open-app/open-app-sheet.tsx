'use client';

import type { Environment } from '@/lib/bridge/native-context';
import { downloadPageUrl, openAppOrDownload } from '@/lib/browser/open-app';
import { APP_NAME } from '@/lib/brand';
import { buttonClass, Button } from '@/components/ui/button';
import { DialogActions, DialogText } from '@/components/ui/dialog';
import { Sheet } from '@/components/ui/sheet';
import { appFirstBenefit } from './app-first-features';
import { WechatLaunchApp } from './wechat-launch-app';
import { useWechatOpenTag } from './use-wechat-open-tag';

/**
 * The open-app offer outside the app (SPEC §1, §4): open the app on this same page first — in WeChat
 * through its open tag when the signed config allows it, elsewhere (and in WeChat without the tag)
 * through the scheme or the download page — then, never a wall, go on in the browser: `onContinue`
 * runs the action here when it works here; without it the user simply keeps reading.
 */
export function OpenAppSheet({
  feature,
  path,
  environment,
  onClose,
  onContinue,
}: {
  feature: string;
  path: string;
  environment: Environment;
  onClose: () => void;
  /** The action done in the browser instead; absent when it needs the app. */
  onContinue?: () => void;
}) {
  const openTag = useWechatOpenTag(environment === 'wechat');
  const pageUrl = typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();
  const download = downloadPageUrl(path);
  const wechatWithoutTag = environment === 'wechat' && openTag.status !== 'ready';
  const title = onContinue ? `在${APP_NAME} App 内${feature}体验更好` : `${feature}需要在${APP_NAME} App 内使用`;
  const benefit = appFirstBenefit(feature);
  return (
    <Sheet title={title} onClose={onClose} testId="open-app-sheet">
      <DialogText>
        {benefit ? <p data-testid="open-app-benefit">{benefit}</p> : null}
        {wechatWithoutTag ? (
          <p>微信内无法直接打开 App：请点击右上角「···」，选择「在浏览器打开」，再点「打开App」；未安装可先下载。</p>
        ) : (
          <p>打开 App 后将回到当前页面继续操作；未安装可先下载。</p>
        )}
      </DialogText>
      <DialogActions layout="stack">
        {openTag.status === 'ready' ? (
          <WechatLaunchApp appId={openTag.appId} pageUrl={pageUrl} onFail={() => window.location.assign(download)} />
        ) : environment === 'wechat' ? null : (
          <Button onClick={() => openAppOrDownload(path)}>打开App</Button>
        )}
        <a className={buttonClass({ variant: wechatWithoutTag ? 'primary' : 'secondary' })} href={download}>
          下载App
        </a>
        {onContinue ? (
          <Button
            variant="text"
            onClick={() => {
              // Continue first: a caller waiting for the answer must not read the close as a refusal.
              onContinue();
              onClose();
            }}
          >
            继续在浏览器中{feature}
          </Button>
        ) : (
          <Button variant="text" onClick={onClose}>
            暂不需要，继续浏览
          </Button>
        )}
      </DialogActions>
    </Sheet>
  );
}
