import 'server-only';
import type { IronSession } from 'iron-session';
import { AppError, ERROR_MESSAGES } from '@/lib/errors';
import { upstreamPost } from '@/lib/http/upstream';
import type { SessionData } from '@/lib/session/config';
import { startSession } from '@/lib/session/login';
import { authOf } from '@/lib/session/session';
import { smsLimits } from '@/lib/store/rate-limit';
import { readVipStatus } from '@/lib/vip/server';
import { deviceModelHeader } from './settings-rules';
import {
  maskMobile,
  smsSentSchema,
  tokenResponseSchema,
  type SessionView,
  type SmsCodeRequest,
  type SmsLogin,
} from './schemas';

const PUBLIC = { needLogin: false } as const;

/** POST /uaa/oauth/sms-code behind the abuse limits; a failed send gives the budget back. */
export async function sendSmsCode(request: SmsCodeRequest, ip: string) {
  const limits = await smsLimits();
  await limits.consumeSms(request.mobile, ip);
  try {
    const sent = await upstreamPost('/uaa/oauth/sms-code', smsSentSchema, {
      body: request,
      options: PUBLIC,
      auth: null,
    });
    return {
      mobile: sent.mobile,
      resend_after: sent.resend_after,
      expires_in: sent.expires_in,
      message: ERROR_MESSAGES[2001],
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) await limits.refundSms(request.mobile, ip);
    throw error;
  }
}

/** The SMS grant (or the JinliToken call, same payload): tokens go into the sealed cookie only. */
/** Who is logging in, for the upstream's login-device record (model from the UA, the client's address). */
export interface LoginClient {
  ip: string;
  userAgent: string;
}

export async function loginWithSms(
  session: IronSession<SessionData>,
  login: SmsLogin,
  path: '/uaa/oauth/token' | '/uaa/oauth/JinliToken',
  client: LoginClient,
): Promise<SessionView> {
  await (await smsLimits()).consumeLoginAttempt(login.mobile);
  const tokens = await upstreamPost(path, tokenResponseSchema, {
    body: {
      grant_type: 'sms',
      mobile: login.mobile,
      code: login.code,
      invitation_code: login.invitation_code,
      type_param: login.type_param,
    },
    options: PUBLIC,
    auth: null,
    headers: { 'x-device-model': deviceModelHeader(client.userAgent), 'x-client-ip': client.ip },
  });
  await startSession(session, tokens, login.mobile);
  return sessionView(session);
}

/** Who am I, for client islands: never a token. */
export async function sessionView(session: SessionData): Promise<SessionView> {
  const auth = authOf(session);
  if (!auth) return { loggedIn: false, mobile: null, vip_level: 'NotLoggedIn', source: null };
  const vip = await readVipStatus(auth).catch(() => null);
  return {
    loggedIn: true,
    mobile: session.mobile ? maskMobile(session.mobile) : null,
    vip_level: vip?.vip_level ?? 'NONE',
    source: session.source ?? 'sms',
  };
}
