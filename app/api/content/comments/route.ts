// GET /h5/api/content/comments – comments on an item or circle post; POST – add one (login, Idempotency-Key).
import { apiHandler } from '@/lib/api/handler';
import { commentTargetSchema, postCommentInputSchema } from '@/lib/content/schemas';
import { checkedUserText, getComments, postComment } from '@/lib/content/server';
import { throwIfFailed } from '@/lib/content/bff';

export const GET = apiHandler({ auth: 'optional', input: commentTargetSchema }, async ({ input }) =>
  throwIfFailed(await getComments(input.kind, input.id)),
);

export const POST = apiHandler(
  {
    auth: 'required',
    input: postCommentInputSchema,
    idempotent: { scope: 'comment', choice: (input) => [JSON.stringify(input)] },
  },
  ({ input, idempotencyKey, auth }) =>
    postComment({ ...input, content: checkedUserText(input.content) }, idempotencyKey, auth),
);
