import { Skeleton } from '@/components/ui/states';

export default function AccountLoading() {
  return <Skeleton rows={5} />;
}
