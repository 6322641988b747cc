import { RouteLoading } from '@/components/ui/route-loading';

/** The manifest's loadingType of this page (a toast): the market pages have no loading boundary (they render in one piece). */
export default function DiagnosisConfirmLoading() {
  return <RouteLoading />;
}
