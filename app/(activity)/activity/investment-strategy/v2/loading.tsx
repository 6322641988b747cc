import { RouteLoading } from '@/components/ui/route-loading';

/** The manifest's loadingType of the route being opened (a skeleton). */
export default function ActivityLoading() {
  return <RouteLoading rows={6} />;
}
