// GET /h5/api/contest/{activityId}/account – the viewer's virtual account: cash, holdings, trades, return, drawdown, rank
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { fetchContestAccount } from '@/lib/contest/server';

export const GET = apiHandler({ params: idParams('activityId', '活动不存在') }, ({ params }) =>
  fetchContestAccount(params.activityId),
);
