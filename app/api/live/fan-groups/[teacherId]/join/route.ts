// POST /h5/api/live/fan-groups/{teacherId}/join – join a teacher's fan group (login required; joining twice is a no-op)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { joinFanGroup } from '@/lib/live/fan-group-server';

export const POST = apiHandler({ auth: 'required', params: idParams('teacherId') }, ({ params, auth }) =>
  joinFanGroup(auth, params.teacherId),
);
