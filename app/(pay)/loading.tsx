import { Skeleton } from '@/components/ui/states';

export default function PayLoading() {
  return <Skeleton rows={6} />;
}
