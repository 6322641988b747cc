// GET /h5/api/stockDiagnosisPay/getConfigInfo – AI diagnosis price and free quota (login optional)
import { apiHandler } from '@/lib/api/handler';
import { diagnosisConfigInputSchema } from '@/lib/api/contracts/diagnosis';
import { readDiagnosisConfig } from '@/lib/api/server/diagnosis';

export const GET = apiHandler({ auth: 'optional', input: diagnosisConfigInputSchema }, ({ input }) =>
  readDiagnosisConfig(input),
);
