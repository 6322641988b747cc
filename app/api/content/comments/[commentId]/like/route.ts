// POST /h5/api/content/comments/{commentId}/like – like ({like: true}) or unlike a comment (login required).
import { apiHandler } from '@/lib/api/handler';
import { likeInputSchema } from '@/lib/content/schemas';
import { likeComment, segmentId } from '@/lib/content/server';

export const POST = apiHandler({ auth: 'required', input: likeInputSchema }, ({ input, params, auth }) => likeComment(segmentId(params.commentId), input.like, auth!));
