import { Skeleton } from '@/components/ui/states';

export default function LiveLoading() {
  return <Skeleton rows={8} />;
}
