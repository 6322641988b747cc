import { RouteLoading } from '@/components/ui/route-loading';

/** The manifest's loadingType of the route being opened: a toast for the popups, /riskAssessmentPopup and /authentication/authForAli, else a skeleton. */
export default function ComplianceLoading() {
  return <RouteLoading />;
}
