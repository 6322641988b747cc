'use client';

import { useSyncExternalStore } from 'react';
import after from './invite-share.module.css';
import { CopyButton } from '@/components/market/view-blocks/copy-button';
import { PageShare } from '@/components/share/page-share';
import { QrImage } from '@/components/share/qr-image';
import { ShareButton } from '@/components/share/share-button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';
import type { Environment } from '@/lib/bridge/native-context';
import { APP_NAME } from '@/lib/brand';
import { TRACKING } from '@/lib/tracking/definitions';

const noSubscribe = () => () => undefined;
const inviteClick = (shareType: 'link' | 'poster') => ({
  ...TRACKING.fissionActivity.events.inviteClick,
  eventAttr: { activity: 'cash_back', share_type: shareType },
});

/** The invite link (registration with the code filled in), its poster (a QR code with the code) and the share sheet. */
export function InviteShare({
  code,
  linkPath,
  environment,
}: {
  code: string;
  linkPath: string;
  environment: Environment;
}) {
  const origin = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => '',
  );
  const link = `${origin}${linkPath}`;
  return (
    <section className={layout.card} aria-labelledby="invite-share">
      <PageShare
        title={`${APP_NAME}：我在用的炒股资讯与直播 App，邀你一起来`}
        desc={`注册时填写我的邀请码 ${code}，龙虎榜、北向资金与分析师直播一个 App 全掌握。`}
        link={linkPath}
      />
      <h2 id="invite-share" className={layout.rowTitle}>
        我的邀请码
      </h2>
      <div
        className={forms.inline}
        style={{ alignItems: 'center', justifyContent: 'space-between', marginTop: 'calc(12 * var(--u))' }}
      >
        <span className={after.code}>{code}</span>
        <CopyButton text={code} label="复制邀请码" />
      </div>
      <p className={after.linkText}>
        邀请链接：{link} <CopyButton text={link} label="复制链接" />
      </p>
      <figure className={after.poster} style={{ margin: 'calc(24 * var(--u)) 0 0' }}>
        {origin ? <QrImage text={link} label={`邀请海报二维码，邀请码${code}`} /> : null}
        <figcaption>
          <strong>扫码注册{APP_NAME}</strong>
          <span className={layout.rowMeta}>邀请码 {code} · 长按海报可保存或转发</span>
        </figcaption>
      </figure>
      <div className={layout.actions}>
        <ShareButton environment={environment} label="分享邀请链接" event={inviteClick('link')} />
        {origin ? (
          <ShareButton
            environment={environment}
            label="分享邀请海报"
            poster={{ title: `扫码注册${APP_NAME}`, desc: `邀请码 ${code}`, link }}
            event={inviteClick('poster')}
          />
        ) : null}
      </div>
    </section>
  );
}
