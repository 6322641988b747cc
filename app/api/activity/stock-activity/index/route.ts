// GET /h5/api/activity/stock-activity/index – the current stock-picking contest and the user's part in it
import { apiHandler } from '@/lib/api/handler';
import { readStockActivityIndex } from '@/lib/activity/server';

export const GET = apiHandler({ auth: 'required' }, () => readStockActivityIndex());
