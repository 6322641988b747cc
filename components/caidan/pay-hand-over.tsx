'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useEffect } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import { nativeBack } from '@/lib/bridge/calls';
import { CAIDAN_PAY_RESULT_KEY } from '@/lib/caidan/rules';
import { href } from '@/lib/routes/hrefs';

const MESSAGE = { success: '支付成功', fail: '支付失败', cancel: '支付已取消', unknown: '支付结果确认中' } as const;

/** Writes the pay-result flag the cai-dan centre reads, then closes the web view inside the app. */
export function CaidanPayHandOver({ result, orderNo }: { result: keyof typeof MESSAGE; orderNo: string | null }) {
  const native = useNativeContext();
  useEffect(() => {
    try {
      localStorage.setItem(CAIDAN_PAY_RESULT_KEY, JSON.stringify({ result, order_no: orderNo, at: Date.now() }));
    } catch {
      // Storage off (private mode): the app still gets the result with the close call.
    }
    if (native.inApp) nativeBack({ close: true, result: { result, order_no: orderNo } });
  }, [native.inApp, result, orderNo]);
  return (
    <section className={layout.card} role="status">
      <p className={layout.rowTitle}>{MESSAGE[result]}</p>
      {native.inApp ? null : (
        <div className={layout.actions}>
          <Link className={buttonClass({ block: true })} href={href('/llczd/m/caidanCenter')}>
            返回财蛋中心
          </Link>
        </div>
      )}
    </section>
  );
}
