// POST /h5/api/tasks/share – records today's share for the share task; answers the task board
import { apiHandler } from '@/lib/api/handler';
import { reportShare } from '@/lib/task/server';

export const POST = apiHandler({}, () => reportShare());
