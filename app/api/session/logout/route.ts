// POST /h5/api/session/logout – ends the session for real (sid revoked, upstream tokens revoked, cookie cleared)
import { apiHandler } from '@/lib/api/handler';
import { afterLogoutPath } from '@/lib/session/deployment';
import { endSession } from '@/lib/session/login';

export const POST = apiHandler({ auth: 'none' }, async ({ session }) => {
  await endSession(session);
  return { loggedIn: false, next: afterLogoutPath() };
});
