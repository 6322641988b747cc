import { RouteLoading } from '@/components/ui/route-loading';

/** The manifest's loadingType of the route being opened: a toast for /pay and the popups, else a skeleton. */
export default function PayLoading() {
  return <RouteLoading rows={6} />;
}
