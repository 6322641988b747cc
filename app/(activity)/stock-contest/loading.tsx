import { Skeleton } from '@/components/ui/states';

/** Every contest page reads the upstream on the server: a skeleton while it does. */
export default function StockContestLoading() {
  return <Skeleton rows={8} />;
}
