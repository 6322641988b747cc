// POST /h5/api/live/anchor-applications – apply to become an anchor (stored upstream for review)
import { apiHandler } from '@/lib/api/handler';
import { RecruitmentInputSchema, RecruitmentStatusSchema } from '@/lib/anchor/schemas';
import { upstreamPost } from '@/lib/http/upstream';

export const POST = apiHandler({ auth: 'required', input: RecruitmentInputSchema }, ({ input, auth }) =>
  upstreamPost('/live/anchor-applications', RecruitmentStatusSchema, { body: input, auth }),
);
