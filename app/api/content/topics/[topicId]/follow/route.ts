// POST /h5/api/content/topics/{topicId}/follow – follow ({follow: true}) or unfollow a topic (login required).
import { apiHandler } from '@/lib/api/handler';
import { followInputSchema } from '@/lib/content/schemas';
import { followTopic, segmentId } from '@/lib/content/server';

export const POST = apiHandler({ auth: 'required', input: followInputSchema }, ({ input, params, auth }) => followTopic(segmentId(params.topicId), input.follow, auth!));
