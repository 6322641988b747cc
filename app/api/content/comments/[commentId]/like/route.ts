// POST /h5/api/content/comments/{commentId}/like – like ({like: true}) or unlike a comment (login required).
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { likeInputSchema } from '@/lib/content/schemas';
import { likeComment } from '@/lib/content/server';

export const POST = apiHandler(
  { auth: 'required', input: likeInputSchema, params: idParams('commentId') },
  ({ input, params, auth }) => likeComment(params.commentId, input.like, auth),
);
