import { LIVE_CLOCK } from '@/tests/fixtures/clocks';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { drawModule } from '@/upstream/shared/draw';
import { liveModule } from '@/upstream/live/module';
import { upstreamHarness, type UpstreamHarness } from '../../fixtures/upstream-routes';

/** The anchor's workbench and the viewers read one room state: 直播中 for both or 未开播 for both. */
let up: UpstreamHarness;
type Rooms = { rooms: Array<{ id: number; status: 'live' | 'offline' }> };
type Me = { roomId: number; live: boolean };

beforeAll(async () => {
  process.env.LIVE_CLOCK = LIVE_CLOCK;
  up = await upstreamHarness([authModule, complianceModule, drawModule, liveModule]);
}, 60_000);
afterAll(() => {
  delete process.env.LIVE_CLOCK;
  up.close();
});

async function states(mobile: string) {
  const anchor = await up.userOf(mobile);
  const me = (await up.call('GET /live/anchor/me', anchor.id)) as Me;
  const config = (await up.call('GET /live/anchor/room', anchor.id)) as { live: boolean };
  const viewer = (await up.call('GET /live/rooms', null)) as Rooms;
  return {
    anchor,
    workbench: me.live,
    config: config.live,
    viewers: viewer.rooms.find((room) => room.id === me.roomId)?.status,
  };
}

describe('one room state for anchor and viewers', () => {
  it('a room on air by its schedule reads 直播中 on the anchor’s workbench too', async () => {
    const state = await states('13900000001');
    expect(state.viewers).toBe('live');
    expect(state.workbench).toBe(true);
    expect(state.config).toBe(true);
  });

  it('an anchor who starts pushing puts the room on air for viewers; stopping takes it off', async () => {
    const before = await states('13900000005');
    expect(before).toMatchObject({ viewers: 'offline', workbench: false, config: false });
    await up.call('POST /live/anchor/room/broadcast', before.anchor.id, { body: { action: 'start' } });
    expect(await states('13900000005')).toMatchObject({ viewers: 'live', workbench: true, config: true });
    await up.call('POST /live/anchor/room/broadcast', before.anchor.id, { body: { action: 'stop' } });
    expect(await states('13900000005')).toMatchObject({ viewers: 'offline', workbench: false, config: false });
  });
});
