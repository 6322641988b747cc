// GET /h5/api/caidan/exchanges/{id} – one of the viewer's exchanges; another user's → 404
import { apiHandler } from '@/lib/api/handler';
import { fetchExchange } from '@/lib/caidan/server';

export const GET = apiHandler({}, ({ params }) => fetchExchange(params.id));
