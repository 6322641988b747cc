// POST /h5/api/activity/koi/{id}/chances – claim today's chance after the task centre's sign-in (once a day)
import { apiHandler } from '@/lib/api/handler';
import { koiChanceInputSchema } from '@/lib/koi/schemas';
import { claimKoiChance, routeKoiId } from '@/lib/koi/server';

export const POST = apiHandler({ input: koiChanceInputSchema }, ({ params, auth }) => claimKoiChance(routeKoiId(params.id), auth));
