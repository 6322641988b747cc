import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { jsSignatureInputSchema, type jsSignatureSchema } from '@/lib/api/contracts/wechat';
import { parseBody } from '@/upstream/core/body';
import { UpstreamError, type UpstreamModule } from '@/upstream/core/types';

/** A sandbox ticket: the local upstream signs exactly like WeChat's JS-SDK algorithm. */
const SANDBOX_TICKET = 'sandbox-jsapi-ticket';
const SANDBOX_APP_ID = 'wx0000000000sandbox';

/** POST /feature/wechat/js-signature (SPEC §7; no login). */
export const wechatModule: UpstreamModule = {
  name: 'wechat',
  version: 1,
  schema: [],
  routes(router) {
    router.post('/feature/wechat/js-signature', async (ctx) => {
      const { url } = parseBody(jsSignatureInputSchema, ctx);
      if (!/^https?:\/\//.test(url)) throw new UpstreamError(1003, '缺少相关参数', 400);
      const timestamp = Math.floor(Date.now() / 1000);
      const noncestr = randomBytes(8).toString('hex');
      const signature = createHash('sha1')
        .update(`jsapi_ticket=${SANDBOX_TICKET}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url.split('#')[0]}`)
        .digest('hex');
      return { appId: SANDBOX_APP_ID, timestamp, noncestr, signature } satisfies z.input<typeof jsSignatureSchema>;
    });
  },
};
