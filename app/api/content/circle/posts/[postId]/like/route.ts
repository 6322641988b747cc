// POST /h5/api/content/circle/posts/{postId}/like – like ({like: true}) or unlike a circle post (login required).
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { likeInputSchema } from '@/lib/content/schemas';
import { likePost } from '@/lib/content/server';

export const POST = apiHandler(
  { auth: 'required', input: likeInputSchema, params: idParams('postId') },
  ({ input, params, auth }) => likePost(params.postId, input.like, auth),
);
