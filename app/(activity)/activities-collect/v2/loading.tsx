import { Skeleton } from '@/components/ui/states';

export default function ActivityHubLoading() {
  return <Skeleton rows={6} />;
}
