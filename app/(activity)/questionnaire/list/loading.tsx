import { Skeleton } from '@/components/ui/states';

export default function QuestionnaireListLoading() {
  return <Skeleton rows={6} />;
}
