import { Skeleton } from '@/components/ui/states';

export default function ActivityLoading() {
  return <Skeleton rows={6} />;
}
