// POST /h5/api/stockDiagnosisPay/useFree – spends one free AI diagnosis (idempotent on request_id)
import { apiHandler } from '@/lib/api/handler';
import { useFreeInputSchema } from '@/lib/api/contracts/diagnosis';
import { useFreeDiagnosis } from '@/lib/api/server/diagnosis';

export const POST = apiHandler({ auth: 'required', input: useFreeInputSchema }, ({ input }) => useFreeDiagnosis(input));
