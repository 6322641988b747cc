import 'server-only';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { FanGroupListSchema, FanGroupSchema, FanTasksSchema } from './fan-group-schemas';

/** Fan groups: public facts with the viewer's own membership, so read per request (never shared). */
const PUBLIC = { needLogin: false, tryLogin: true } as const;

export const listFanGroups = () =>
  readPersonal(
    '/live/fan-groups',
    async () => (await upstreamGet('/live/fan-groups', FanGroupListSchema, { options: PUBLIC })).groups,
  );
export const getFanGroup = (teacherId: number) =>
  readPersonal(`/live/fan-groups/${teacherId}`, () =>
    upstreamGet(`/live/fan-groups/${teacherId}`, FanGroupSchema, { options: PUBLIC }),
  );
export const getFanTasks = (teacherId: number) =>
  readPersonal(`/live/fan-groups/${teacherId}/tasks`, () =>
    upstreamGet(`/live/fan-groups/${teacherId}/tasks`, FanTasksSchema),
  );

export const joinFanGroup = (auth: UpstreamAuth, teacherId: number) =>
  upstreamPost(`/live/fan-groups/${teacherId}/join`, FanGroupSchema, { auth });
export const claimFanTask = (auth: UpstreamAuth, teacherId: number, task: string) =>
  upstreamPost(`/live/fan-groups/${teacherId}/tasks/${task}/claim`, FanTasksSchema, { auth });
