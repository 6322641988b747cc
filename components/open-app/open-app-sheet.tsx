'use client';

import type { Environment } from '@/lib/bridge/native-context';
import { downloadPageUrl, openAppOrDownload } from '@/lib/browser/open-app';
import { APP_NAME } from '@/lib/brand';
import { buttonClass, Button } from '@/components/ui/button';
import { DialogActions, DialogText } from '@/components/ui/dialog';
import { Sheet } from '@/components/ui/sheet';

/**
 * Shown outside the app when an action needs it (SPEC §4): open the app on the same page, or
 * download it. WeChat blocks app schemes, so there the sheet explains the "open in browser" step.
 */
export function OpenAppSheet({ feature, path, environment, onClose }: { feature: string; path: string; environment: Environment; onClose: () => void }) {
  return (
    <Sheet title={`${feature}需要在${APP_NAME} App 内使用`} onClose={onClose}>
      <DialogText>
        {environment === 'wechat' ? (
          <p>微信内无法直接打开 App：请点击右上角「···」，选择「在浏览器打开」，再点「打开App」。</p>
        ) : (
          <p>打开 App 后将回到当前页面继续操作；未安装可先下载。</p>
        )}
      </DialogText>
      <DialogActions layout="stack">
        {environment === 'wechat' ? null : <Button onClick={() => openAppOrDownload(path)}>打开App</Button>}
        <a className={buttonClass({ variant: environment === 'wechat' ? 'primary' : 'secondary' })} href={downloadPageUrl(path)}>
          下载App
        </a>
        <Button variant="text" onClick={onClose}>
          暂不需要，继续浏览
        </Button>
      </DialogActions>
    </Sheet>
  );
}
