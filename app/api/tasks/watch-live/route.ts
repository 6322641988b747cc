// POST /h5/api/tasks/watch-live – the live room's heartbeat: one watched minute, at most one a minute
import { apiHandler } from '@/lib/api/handler';
import { reportWatchMinute } from '@/lib/task/server';

export const POST = apiHandler({}, () => reportWatchMinute());
