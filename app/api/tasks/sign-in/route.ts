// POST /h5/api/tasks/sign-in – today's sign-in (idempotent per China day); answers the task board
import { apiHandler } from '@/lib/api/handler';
import { signIn } from '@/lib/task/server';

export const POST = apiHandler({}, () => signIn());
