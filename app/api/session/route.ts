// GET /h5/api/session – who am I: {loggedIn, mobile (masked), vip_level, source}; never a token
import { apiHandler } from '@/lib/api/handler';
import { sessionView } from '@/lib/account/server';

export const GET = apiHandler({ auth: 'optional' }, ({ session }) => sessionView(session));
