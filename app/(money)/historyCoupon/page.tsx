import { CouponList } from '@/components/order-center/order-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readMyCoupons } from '@/lib/coupon/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/historyCoupon', { description: '已使用和已过期的优惠券' }, { robots: { index: false } });

export default async function CouponPage() {
  const coupons = await readMyCoupons();
  return (
    <PageShell route="/historyCoupon">
      {coupons.ok ? <CouponList coupons={coupons.data} history={true} /> : <ReadError error={coupons.error} />}
    </PageShell>
  );
}
