// GET /h5/api/activity/get-stock-activity-period-number – current and next contest period (activeId, nextActiveId)
import { apiHandler } from '@/lib/api/handler';
import { readStockActivityPeriods } from '@/lib/activity/server';

export const GET = apiHandler({ auth: 'required' }, () => readStockActivityPeriods());
