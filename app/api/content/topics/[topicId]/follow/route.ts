// POST /h5/api/content/topics/{topicId}/follow – follow ({follow: true}) or unfollow a topic (login required).
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { followInputSchema } from '@/lib/content/schemas';
import { followTopic } from '@/lib/content/server';

export const POST = apiHandler(
  { auth: 'required', input: followInputSchema, params: idParams('topicId') },
  ({ input, params, auth }) => followTopic(params.topicId, input.follow, auth),
);
