// POST /h5/api/content/circle/posts/{postId}/like – like ({like: true}) or unlike a circle post (login required).
import { apiHandler } from '@/lib/api/handler';
import { likeInputSchema } from '@/lib/content/schemas';
import { likePost, segmentId } from '@/lib/content/server';

export const POST = apiHandler({ auth: 'required', input: likeInputSchema }, ({ input, params, auth }) => likePost(segmentId(params.postId), input.like, auth!));
