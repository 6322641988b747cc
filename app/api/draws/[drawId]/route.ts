// GET /h5/api/draws/{drawId} – the public record of a verifiable draw: prize table, seed hash, participants; seed and winners once drawn
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { fetchDraw } from '@/lib/live/lucky-bag-server';

export const GET = apiHandler({ auth: 'none', params: idParams('drawId') }, ({ params }) => fetchDraw(params.drawId));
