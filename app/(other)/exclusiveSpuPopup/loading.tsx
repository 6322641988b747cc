import { RouteLoading } from '@/components/ui/route-loading';

/** The manifest's loadingType of this popup (a toast): the group has no loading boundary (its helper pages render in one piece). */
export default function PopupLoading() {
  return <RouteLoading />;
}
