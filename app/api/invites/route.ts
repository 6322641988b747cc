// GET /h5/api/invites – the viewer's invite code, invitees (masked phones) and pending / settled rewards
import { apiHandler } from '@/lib/api/handler';
import { fetchInviteOverview } from '@/lib/invite/server';

export const GET = apiHandler({}, () => fetchInviteOverview());
