import { Skeleton } from '@/components/ui/states';

export default function MemberLoading() {
  return <Skeleton rows={6} />;
}
