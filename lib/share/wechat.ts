import { createShareQueue, withoutHash, type ShareConfig, type ShareQueue } from './config';
import { apiUrl } from '@/lib/routes/hrefs';

/**
 * WeChat JS-SDK: loaded only inside WeChat, configured through the BFF
 * (POST /h5/api/feature/wechat/js-signature {url} → {timestamp, noncestr, signature, appId?}).
 * iOS WeChat keeps the landing URL as the page URL for an SPA, so the signature must be for the
 * landing URL there; Android signs the current URL (PEERS §1.17).
 */
export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
export const SIGNATURE_ENDPOINT = apiUrl('/feature/wechat/js-signature');
const SHARE_APIS = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
];

interface WxShareData extends ShareConfig {
  success?: () => void;
}

export interface WechatSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
    openTagList?: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (error: unknown) => void): void;
  updateAppMessageShareData(data: WxShareData): void;
  updateTimelineShareData(data: Omit<WxShareData, 'desc'>): void;
}

type WxWindow = Window & { wx?: WechatSdk };

let landingUrl: string | null = null;

/** Call as early as possible on the first page of a visit. */
export function rememberLandingUrl(url: string): void {
  landingUrl ??= withoutHash(url);
}

export function signatureUrl(os: 'ios' | 'android' | 'other', currentUrl: string): string {
  return os === 'ios' && landingUrl ? landingUrl : withoutHash(currentUrl);
}

let sdkPromise: Promise<WechatSdk> | null = null;

/** Injects the SDK script with the page's CSP nonce (the CSP uses 'strict-dynamic'). */
export function loadWechatSdk(nonce?: string): Promise<WechatSdk> {
  const w = window as WxWindow;
  if (w.wx) return Promise.resolve(w.wx);
  sdkPromise ??= new Promise<WechatSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WECHAT_SDK_URL;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => (w.wx ? resolve(w.wx) : reject(new Error('wx missing')));
    script.onerror = () => {
      sdkPromise = null;
      reject(new Error('WeChat SDK failed to load'));
    };
    document.head.appendChild(script);
  });
  return sdkPromise;
}

interface Signature {
  appId?: string;
  /** The mobile app's WeChat Open Platform id: the open tag that launches the app needs it. */
  openAppId?: string | null;
  timestamp: number | string;
  noncestr: string;
  signature: string;
}

async function fetchSignature(url: string): Promise<Signature> {
  const response = await fetch(SIGNATURE_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url }),
    credentials: 'same-origin',
  });
  const body = (await response.json()) as { code?: number; data?: Signature };
  if (!response.ok || body.code !== 200 || !body.data) throw new Error('js-signature failed');
  return body.data;
}

function applyShare(wx: WechatSdk, config: ShareConfig) {
  wx.updateAppMessageShareData({ ...config });
  wx.updateTimelineShareData({ title: config.title, link: config.link, imgUrl: config.imgUrl });
}

let queue: ShareQueue | null = null;
let wxRef: WechatSdk | null = null;

/**
 * The open tag that launches the app from WeChat (wx-open-launch-app): usable once the signed config
 * is ready and the signature named the app's open id; 'unavailable' when the config failed or named
 * none (then the page offers the scheme or the download page).
 */
export type OpenTagState = { status: 'pending' } | { status: 'ready'; appId: string } | { status: 'unavailable' };
export const OPEN_LAUNCH_APP_TAG = 'wx-open-launch-app';
let openTag: OpenTagState = { status: 'pending' };
const openTagListeners = new Set<(state: OpenTagState) => void>();

function setOpenTag(state: OpenTagState) {
  openTag = state;
  openTagListeners.forEach((listener) => listener(state));
}
/** Calls `listener` with the open tag's state now and on every change; returns the unsubscribe. */
export function onWechatOpenTag(listener: (state: OpenTagState) => void): () => void {
  openTagListeners.add(listener);
  listener(openTag);
  return () => openTagListeners.delete(listener);
}

/** The page-wide share queue: configs set before the SDK is ready are applied once it is. */
export function wechatShareQueue(): ShareQueue {
  queue ??= createShareQueue((config) => wxRef && applyShare(wxRef, config));
  return queue;
}

/**
 * Loads and configures the SDK for the current page. The signature covers one URL, so an SPA
 * navigation on Android configures again (iOS keeps the landing URL's signature).
 */
export async function configureWechat(options: {
  nonce?: string;
  os: 'ios' | 'android' | 'other';
  appId?: string;
}): Promise<void> {
  const shareQueue = wechatShareQueue();
  const [wx, signature] = await Promise.all([
    loadWechatSdk(options.nonce),
    fetchSignature(signatureUrl(options.os, window.location.href)),
  ]).catch((error: unknown) => {
    setOpenTag({ status: 'unavailable' });
    throw error;
  });
  wxRef = wx;
  const openAppId = signature.openAppId || null;
  wx.config({
    debug: false,
    appId: signature.appId ?? options.appId ?? '',
    timestamp: Number(signature.timestamp),
    nonceStr: signature.noncestr,
    signature: signature.signature,
    jsApiList: SHARE_APIS,
    ...(openAppId ? { openTagList: [OPEN_LAUNCH_APP_TAG] } : {}),
  });
  wx.ready(() => {
    shareQueue.ready();
    setOpenTag(openAppId ? { status: 'ready', appId: openAppId } : { status: 'unavailable' });
  });
  wx.error((error) => {
    setOpenTag({ status: 'unavailable' });
    console.warn('[wechat] config failed', error);
  });
}
