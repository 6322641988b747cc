import 'server-only';
import { upstreamGet, type UpstreamAuth } from '@/lib/http/upstream';
import { upstreamVipStatusSchema, vipLevelName, type VipStatus } from './schemas';

/** GET /vip/status reshaped: the level's name beside its number (SPEC §3). */
export async function readVipStatus(auth?: UpstreamAuth | null): Promise<VipStatus> {
  const status = await upstreamGet('/vip/status', upstreamVipStatusSchema, auth === undefined ? {} : { auth });
  return { vip_level: vipLevelName(status.vip_level), level: status.vip_level, expire_at: status.expire_at };
}
