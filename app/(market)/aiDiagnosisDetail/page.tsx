import { DiagnosisDimension } from '@/components/market/diagnosis/diagnosis-views';
import { diagnosisPage } from '@/components/market/diagnosis/diagnosis-page';

const page = diagnosisPage('/aiDiagnosisDetail', (view) => (
  <DiagnosisDimension data={view.data} dim={view.dim} stale={view.stale} />
));

export const generateMetadata = page.generateMetadata;
export default page.DiagnosisPage;
