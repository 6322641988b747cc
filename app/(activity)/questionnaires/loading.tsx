import { Skeleton } from '@/components/ui/states';

export default function QuestionnairesLoading() {
  return <Skeleton rows={6} />;
}
