import { DiagnosisShared } from '@/components/market/diagnosis/diagnosis-views';
import { diagnosisPage } from '@/components/market/diagnosis/diagnosis-page';

const page = diagnosisPage('/aiDiagnosisOtherUse', (view) => <DiagnosisShared data={view.data} stale={view.stale} />);

export const generateMetadata = page.generateMetadata;
export default page.DiagnosisPage;
