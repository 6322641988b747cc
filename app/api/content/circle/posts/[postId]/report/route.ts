// POST /h5/api/content/circle/posts/{postId}/report – report a circle post with a reason (login required; once per user).
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { reportInputSchema } from '@/lib/content/schemas';
import { reportPost } from '@/lib/content/server';

export const POST = apiHandler(
  { auth: 'required', input: reportInputSchema, params: idParams('postId') },
  ({ input, params, auth }) => reportPost(params.postId, input.reason, auth),
);
