import 'server-only';
import { diagnosisListSchema, diagnosisSchema } from './diagnosis-schemas';
import { readMarket } from './public-read';

export const getDiagnosisList = () => readMarket('/market/diagnosis', diagnosisListSchema);
export const getDiagnosis = (code: string) =>
  readMarket(`/market/diagnosis/${encodeURIComponent(code)}`, diagnosisSchema);
