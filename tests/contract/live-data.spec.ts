import { expect, test } from '@playwright/test';
import {
  CHART_BOARDS,
  ChartSchema,
  FollowResultSchema,
  LICENCE_NO_PATTERN,
  ProgramListSchema,
  ReserveResultSchema,
  RoomListSchema,
  TeacherDetailSchema,
  TeacherListSchema,
} from '@/lib/live/schemas';
import { loginAs, UPSTREAM } from '../e2e/live-support';

test.describe('live upstream answers match the shared contract', () => {
  test('rooms, programmes, teachers and every chart board', async ({ request }) => {
    const data = async (path: string) => {
      const response = await request.get(`${UPSTREAM}${path}`);
      expect(response.status(), path).toBe(200);
      return (await response.json()).data;
    };
    const { rooms } = RoomListSchema.parse(await data('/live/rooms'));
    expect(rooms.some((room) => room.status === 'live' && room.streamUrl)).toBe(true);
    const { teachers } = TeacherListSchema.parse(await data('/live/teachers'));
    for (const teacher of teachers.filter((item) => item.type === 'adviser'))
      expect(teacher.licenceNo).toMatch(LICENCE_NO_PATTERN);
    const { programs } = ProgramListSchema.parse(await data('/live/programs'));
    expect(new Set(programs.map((program) => program.status))).toEqual(
      new Set(['upcoming', 'live', 'ended', 'replay']),
    );
    TeacherDetailSchema.parse(await data('/live/teachers/1'));
    for (const board of CHART_BOARDS) {
      const chart = ChartSchema.parse(await data(`/live/charts/${board}`));
      expect(chart.entries.map((entry) => entry.rank)).toEqual(chart.entries.map((_, index) => index + 1));
    }
    expect((await request.get(`${UPSTREAM}/live/charts/nope`)).status()).toBe(404);
  });
});

test.describe('follow and reserve through the BFF', () => {
  test('need login, then toggle and count', async ({ request }) => {
    expect((await request.post('/h5/api/live/teachers/2/follow', { data: { follow: true } })).status()).toBe(401);
    await loginAs(request);
    const followed = FollowResultSchema.parse(
      (await (await request.post('/h5/api/live/teachers/2/follow', { data: { follow: true } })).json()).data,
    );
    expect(followed.followed).toBe(true);
    const again = FollowResultSchema.parse(
      (await (await request.post('/h5/api/live/teachers/2/follow', { data: { follow: true } })).json()).data,
    );
    expect(again.fans).toBe(followed.fans);
    const unfollowed = FollowResultSchema.parse(
      (await (await request.post('/h5/api/live/teachers/2/follow', { data: { follow: false } })).json()).data,
    );
    expect(unfollowed).toEqual({ followed: false, fans: followed.fans - 1 });
    expect((await request.post('/h5/api/live/teachers/2/follow', { data: { follow: 'yes' } })).status()).toBe(400);

    const { programs } = ProgramListSchema.parse(
      (await (await request.get(`${UPSTREAM}/live/programs?status=upcoming`)).json()).data,
    );
    const upcoming = programs[0];
    const reserved = ReserveResultSchema.parse(
      (await (await request.post(`/h5/api/live/programs/${upcoming.id}/reserve`, { data: { reserve: true } })).json())
        .data,
    );
    expect(reserved).toEqual({ reserved: true, reservations: upcoming.reservations + 1 });
    const { programs: ended } = ProgramListSchema.parse(
      (await (await request.get(`${UPSTREAM}/live/programs?status=replay`)).json()).data,
    );
    const refused = await request.post(`/h5/api/live/programs/${ended[0].id}/reserve`, { data: { reserve: true } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe('只能预约尚未开始的节目');
  });
});

test.describe('route ids', () => {
  test('an id that cannot exist is 404 like an unknown one, on public, optional and login routes alike', async ({
    request,
  }) => {
    await loginAs(request);
    const cases: Array<[string, 'get' | 'post']> = [
      ['/h5/api/live/teachers/abc/follow', 'post'],
      ['/h5/api/live/programs/0/reserve', 'post'],
      ['/h5/api/live/rooms/2147483648/likes', 'get'],
      ['/h5/api/live/rooms/1e3/chat/messages', 'get'],
      ['/h5/api/live/lucky-bags/-1', 'get'],
      ['/h5/api/draws/01', 'get'],
      ['/h5/api/content/topics/x/follow', 'post'],
    ];
    for (const [path, method] of cases) {
      const response =
        method === 'get'
          ? await request.get(path)
          : await request.post(path, { data: { follow: true, reserve: true } });
      expect([response.status(), await response.json()], path).toEqual([404, { code: 1003, message: '内容不存在' }]);
    }
    // 2³¹−1 is still an id: the BFF passes it on and the upstream answers for it.
    expect((await (await request.get('/h5/api/live/rooms/2147483647/likes')).json()).code).not.toBe(1003);
  });
});
