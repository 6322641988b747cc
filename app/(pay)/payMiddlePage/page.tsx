import { redirect } from 'next/navigation';
import { href } from '@/lib/routes/hrefs';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/payMiddlePage', { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the app lands after an outside payment app: straight on to the result page, which polls the order. */
export default async function PayMiddlePage({ searchParams }: Props) {
  const { order_no: orderNo } = await searchParams;
  if (typeof orderNo === 'string' && /^LC\d{8,24}$/.test(orderNo))
    redirect(href('/llczd/m/PResultPage', { order_no: orderNo }));
  redirect(href('/openMember'));
}
