// POST /h5/api/activity/koi/{id}/help – help a friend's invitation (once per activity; the inviter gains a chance)
import { apiHandler } from '@/lib/api/handler';
import { koiHelpInputSchema } from '@/lib/koi/schemas';
import { helpKoiFriend, routeKoiId } from '@/lib/koi/server';

export const POST = apiHandler({ input: koiHelpInputSchema }, ({ params, input, auth }) => helpKoiFriend(routeKoiId(params.id), input.code, auth));
