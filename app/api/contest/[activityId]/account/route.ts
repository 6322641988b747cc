// GET /h5/api/contest/{activityId}/account – the viewer's virtual account: cash, holdings, trades, return, drawdown, rank
import { apiHandler } from '@/lib/api/handler';
import { fetchContestAccount, routeActivityId } from '@/lib/contest/server';

export const GET = apiHandler({}, ({ params }) => fetchContestAccount(routeActivityId(params.activityId)));
