// POST /h5/api/feature/wechat/js-signature – WeChat JS-SDK signature for one of our own pages (no login)
import { apiHandler } from '@/lib/api/handler';
import { jsSignatureInputSchema } from '@/lib/api/contracts/wechat';
import { signWechatUrl } from '@/lib/api/server/wechat';

export const POST = apiHandler({ auth: 'none', input: jsSignatureInputSchema }, ({ input }) =>
  signWechatUrl(input.url),
);
