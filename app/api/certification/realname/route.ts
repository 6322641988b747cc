// POST /h5/api/certification/realname – submit name and resident ID number (document verification)
import { apiHandler } from '@/lib/api/handler';
import { realnameSubmitSchema } from '@/lib/compliance/schemas';
import { submitRealname } from '@/lib/compliance/server';

export const POST = apiHandler({ auth: 'required', input: realnameSubmitSchema }, ({ auth, input }) =>
  submitRealname(auth, input),
);
