import 'server-only';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { DrawSchema } from '@/lib/draw/schemas';
import { verifyDraw } from '@/lib/draw/algorithm';
import { mapRead } from '@/lib/read/result';
import { AppError } from '@/lib/errors';
import { BAG_ERRORS } from './lucky-bag-rules';
import {
  BagAddressResultSchema,
  JoinResultSchema,
  LuckyBagListSchema,
  LuckyBagSchema,
  WatchBeatSchema,
  type BagAddressInput,
} from './lucky-bag-schemas';

/**
 * Lucky bags for viewers. Reads are personal (they carry the viewer's own standing) and never cached:
 * a countdown and a draw change them from one second to the next.
 */
const PUBLIC = { needLogin: false, tryLogin: true } as const;

export const fetchLuckyBag = (bagId: number, auth?: UpstreamAuth | null) =>
  upstreamGet(`/live/lucky-bags/${bagId}`, LuckyBagSchema, { auth, options: PUBLIC });
export const getLuckyBag = (bagId: number) => readPersonal(`/live/lucky-bags/${bagId}`, () => fetchLuckyBag(bagId));
export const listRoomBags = (roomId: number) =>
  readPersonal(
    `/live/rooms/${roomId}/lucky-bags`,
    async () => (await upstreamGet(`/live/rooms/${roomId}/lucky-bags`, LuckyBagListSchema, { options: PUBLIC })).bags,
  );

/** The public draw record with this server's own recomputation beside it (the page shows both). */
export const fetchDraw = (drawId: number) =>
  upstreamGet(`/draws/${drawId}`, DrawSchema, { options: { needLogin: false } });

export async function getVerifiedDraw(drawId: number) {
  const read = await readPersonal(`/draws/${drawId}`, () => fetchDraw(drawId));
  return mapRead(read, (draw) => ({ draw, verification: verifyDraw(draw) }));
}

export const joinLuckyBag = (auth: UpstreamAuth, bagId: number) =>
  upstreamPost(`/live/lucky-bags/${bagId}/join`, JoinResultSchema, { auth });
export const submitBagAddress = (auth: UpstreamAuth, bagId: number, body: BagAddressInput) =>
  upstreamPost(`/live/lucky-bags/${bagId}/address`, BagAddressResultSchema, { auth, body });
export const watchBeat = (auth: UpstreamAuth, roomId: number) =>
  upstreamPost(`/live/rooms/${roomId}/watch`, WatchBeatSchema, { auth });

/** ?bagId= names a bag; without it, the latest bag of ?roomId= (default room): a 404 read when it has none. */
export async function resolveBag(query: { bagId: number | null; roomId: number }) {
  if (query.bagId !== null) return getLuckyBag(query.bagId);
  const read = await listRoomBags(query.roomId);
  if (read.ok && read.data.length === 0)
    return { ok: false as const, error: new AppError(BAG_ERRORS.notFound.code, '直播间暂无福袋', { status: 404 }) };
  return mapRead(read, (bags) => bags[0]);
}
