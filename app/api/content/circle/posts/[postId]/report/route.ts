// POST /h5/api/content/circle/posts/{postId}/report – report a circle post with a reason (login required; once per user).
import { apiHandler } from '@/lib/api/handler';
import { reportInputSchema } from '@/lib/content/schemas';
import { reportPost, segmentId } from '@/lib/content/server';

export const POST = apiHandler({ auth: 'required', input: reportInputSchema }, ({ input, params, auth }) => reportPost(segmentId(params.postId), input.reason, auth!));
