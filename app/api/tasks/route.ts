// GET /h5/api/tasks – the viewer's task board (daily tasks of today's China day, newbie tasks)
import { apiHandler } from '@/lib/api/handler';
import { fetchTaskBoard } from '@/lib/task/server';

export const GET = apiHandler({}, () => fetchTaskBoard());
