import { Skeleton } from '@/components/ui/states';

export default function MoneyLoading() {
  return <Skeleton rows={6} />;
}
