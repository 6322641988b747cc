// GET /h5/api/content/circle/posts – the circle feed (the viewer's own posts first); POST – publish a post (login, Idempotency-Key).
import { apiHandler } from '@/lib/api/handler';
import { userTextToHtml } from '@/lib/content/sanitize';
import { postInputSchema } from '@/lib/content/schemas';
import { checkedUserText, createPost, getCircleFeed } from '@/lib/content/server';
import { throwIfFailed } from '@/lib/content/bff';

export const GET = apiHandler({ auth: 'optional' }, async () => ({ posts: throwIfFailed(await getCircleFeed()) }));

export const POST = apiHandler(
  {
    auth: 'required',
    input: postInputSchema,
    idempotent: { scope: 'circle-post', choice: (input) => [JSON.stringify(input)] },
  },
  ({ input, idempotencyKey, auth }) =>
    createPost(
      { type: input.type, bodyHtml: userTextToHtml(checkedUserText(input.content)), stocks: input.stocks },
      idempotencyKey,
      auth,
    ),
);
