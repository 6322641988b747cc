import { LIKE_ERRORS, LIKE_FLOOD } from '@/lib/live/rules';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { drawModule } from '@/upstream/shared/draw';
import { liveModule } from '@/upstream/live/module';
import { outcome, upstreamHarness, type UpstreamHarness } from '../../fixtures/upstream-routes';

/** Likes in a live room (stored, counted, limited like chat) and fan-group sizes that agree with the fans. */
let up: UpstreamHarness;
type Likes = { roomId: number; likes: number; mine: number | null };
const like = (userId: number, roomId = 1) =>
  up.call('POST /live/rooms/:id/likes', userId, { params: { id: String(roomId) } }) as Promise<Likes>;
const read = (userId: number | null, roomId = 1) =>
  up.call('GET /live/rooms/:id/likes', userId, { params: { id: String(roomId) } }) as Promise<Likes>;

beforeAll(async () => {
  up = await upstreamHarness([authModule, complianceModule, drawModule, liveModule]);
}, 60_000);
afterAll(() => up.close());

describe('room likes', () => {
  it('a viewer’s tap is stored and counted for everyone; a visitor reads the count', async () => {
    const [a, b] = [await up.newUser(), await up.newUser()];
    const before = (await read(null)).likes;
    expect((await like(a.id)).likes).toBe(before + 1);
    await like(a.id);
    const afterB = await like(b.id);
    expect(afterB).toEqual({ roomId: 1, likes: before + 3, mine: 1 });
    expect(await read(a.id)).toEqual({ roomId: 1, likes: before + 3, mine: 2 });
    expect((await read(null)).mine).toBeNull();
  });

  it('taps beyond the limit in the window are refused and not counted', async () => {
    const viewer = await up.newUser();
    const before = (await read(null, 2)).likes;
    const results = [];
    for (let index = 0; index < LIKE_FLOOD.max + 3; index += 1) results.push(await outcome(like(viewer.id, 2)));
    expect(results.filter((result) => result === 'ok')).toHaveLength(LIKE_FLOOD.max);
    expect(results.at(-1)).toContain(LIKE_ERRORS.flood.message);
    expect((await read(null, 2)).likes).toBe(before + LIKE_FLOOD.max);
  });

  it('a visitor cannot like, and an unknown room is a 404', async () => {
    expect(await outcome(up.call('POST /live/rooms/:id/likes', null, { params: { id: '1' } }))).toContain('401');
    const viewer = await up.newUser();
    expect(await outcome(like(viewer.id, 999))).toContain('404');
  });
});

describe('fan-group size', () => {
  it('an anchor with hundreds of thousands of fans has a fan group of thousands, and a join adds one', async () => {
    const groups = (await up.call('GET /live/fan-groups', null)) as {
      groups: Array<{ teacherId: number; members: number }>;
    };
    const teachers = (await up.call('GET /live/teachers', null)) as { teachers: Array<{ id: number; fans: number }> };
    for (const group of groups.groups) {
      const fans = teachers.teachers.find((teacher) => teacher.id === group.teacherId)!.fans;
      if (fans >= 10_000) expect(group.members).toBeGreaterThan(fans / 100);
      expect(group.members).toBeLessThanOrEqual(fans + 10);
    }
    const first = groups.groups[0];
    const viewer = await up.newUser();
    await up.call('POST /live/fan-groups/:teacherId/join', viewer.id, {
      params: { teacherId: String(first.teacherId) },
    });
    const after = (await up.call('GET /live/fan-groups/:teacherId', null, {
      params: { teacherId: String(first.teacherId) },
    })) as { members: number };
    expect(after.members).toBe(first.members + 1);
  });
});
