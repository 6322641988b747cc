/**
 * Which payment channel a buyer gets (PEERS §0 point 6): inside the iOS app only in-app purchase
 * (App Store rule 3.1.1: no other method is shown); inside the Android app the app's payment call;
 * in WeChat JSAPI pay; in any other browser H5 pay.
 */
export type PayChannel = 'iap' | 'app' | 'jsapi' | 'h5';

export const PAY_CHANNEL_LABELS: Record<PayChannel, string> = {
  iap: 'App Store 支付',
  app: 'App 内支付',
  jsapi: '微信支付',
  h5: '手机网页支付',
};

/** The native context's reading of the request (lib/bridge/native-context). */
export interface PayEnvironment {
  environment: 'app' | 'wechat' | 'browser';
  os: 'ios' | 'android' | 'other';
}

export function channelFor(env: PayEnvironment): PayChannel {
  if (env.environment === 'app') return env.os === 'ios' ? 'iap' : 'app';
  if (env.environment === 'wechat') return 'jsapi';
  return 'h5';
}
