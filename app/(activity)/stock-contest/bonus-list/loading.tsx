import { RouteLoading } from '@/components/ui/route-loading';

/**
 * The manifest's loadingType of the route being opened (a skeleton). Only here: a contest page with a
 * 404 of its own has no loading boundary (it would send its 200 before the page could answer notFound()).
 */
export default function ContestLoading() {
  return <RouteLoading rows={8} />;
}
