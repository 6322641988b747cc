import { BridgeError, callNative, onNativeEvent, postNative } from './protocol';
import { canAddCalendar, canShowNativeVipPopup, VERSION_TOO_LOW_MESSAGE, type AppVersionInfo } from './gates';

/**
 * The typed client for every native call of SPEC §7 (login, push, share, payment, storage, toast,
 * photos, calendar, keyboard, stock-detail jump, web height, self-stock sync, back) plus the
 * navigation handoff, the stock list and the membership popup. Method names are the wire names of
 * lib/bridge/protocol.ts.
 */
/** A stock as passed to the native stock-detail page (SPEC §3 stock list: stocks, selectedIndex). */
export interface StockRef {
  code: string;
  name?: string;
  /** sh | sz | bj | kc | cy (lib/format market codes). */
  market?: string;
}

export const NATIVE_METHODS = {
  login: 'login',
  push: 'push',
  setNavigation: 'setNavigation',
  share: 'share',
  payment: 'payment',
  storage: 'storage',
  toast: 'toast',
  photos: 'photos',
  calendar: 'calendar',
  keyboard: 'keyboard',
  stockDetail: 'stockDetail',
  webHeight: 'webHeight',
  selfStockSync: 'selfStockSync',
  back: 'back',
  vipPopup: 'vipPopup',
  customerService: 'customerService',
  appSettings: 'appSettings',
} as const;

/** SPEC §3 native navigation button. */
export interface NativeNavButton {
  title: string;
  type: 'share' | 'link' | 'refresh' | 'custom';
  shareType?: ShareType;
  url?: string;
  needsRefresh?: boolean;
  badge?: string | number;
}

export interface NativeNavigation {
  title: string;
  button?: NativeNavButton;
}

/** SPEC §3 share types. */
export type ShareType = 'url' | 'erCodeImage';

export interface NativeShare {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
  shareType: ShareType;
}

/** SPEC §3 membership popup parameters. */
export interface MembershipPopupParams {
  level: 'VIP' | 'SVIP';
  business_id?: string;
  source_id?: string;
  clue_id?: string;
}

export interface CalendarEvent {
  title: string;
  /** ISO date-time of the start. */
  start: string;
  end?: string;
  note?: string;
  remindMinutes?: number;
}

export function nativeLogin(): Promise<boolean> {
  return callNative<{ loggedIn?: boolean } | boolean | undefined>(
    NATIVE_METHODS.login,
    {},
    { timeoutMs: 5 * 60_000 },
  ).then((data) => (typeof data === 'boolean' ? data : data?.loggedIn !== false));
}

/** Navigation handed to the app: opens `url` in a new native page with its title and button. */
export function pushPage(url: string, navigation: NativeNavigation): Promise<void> {
  return callNative(NATIVE_METHODS.push, { url, ...navigation }).then(() => undefined);
}

export function setNativeNavigation(navigation: NativeNavigation): void {
  postNative(NATIVE_METHODS.setNavigation, navigation);
}

export function nativeShare(share: NativeShare): Promise<void> {
  return callNative(NATIVE_METHODS.share, share).then(() => undefined);
}

/**
 * The app's payment call: `app` pays with the app's own payment SDK (the provider then notifies the
 * upstream); `iap` buys `productId` from the App Store and answers the signed receipt for the server
 * to verify. Either way the page then polls the order: this answer is never proof of payment.
 */
export function nativePay(params: {
  orderNo: string;
  channel?: 'app' | 'iap';
  productId?: string;
  amount?: number;
}): Promise<{ paid: boolean; receipt?: string | null }> {
  return callNative(NATIVE_METHODS.payment, params, { timeoutMs: 10 * 60_000 });
}

/** The app's key-value storage (kept by the app, not the webview): null when the key is not set. */
export function nativeStorageGet(key: string): Promise<string | null> {
  return callNative<string | null | undefined>(
    NATIVE_METHODS.storage,
    { action: 'get', key },
    { timeoutMs: 3000 },
  ).then((value) => (typeof value === 'string' ? value : null));
}

export function nativeStorageSet(key: string, value: string): Promise<void> {
  return callNative(NATIVE_METHODS.storage, { action: 'set', key, value }, { timeoutMs: 3000 }).then(() => undefined);
}

export function nativeStorageRemove(key: string): Promise<void> {
  return callNative(NATIVE_METHODS.storage, { action: 'remove', key }, { timeoutMs: 3000 }).then(() => undefined);
}

/** The app's own toast (SPEC §8: 1000 ms by default); rejects when the app cannot show one. */
export function nativeToast(message: string, durationMs: number): Promise<void> {
  return callNative(NATIVE_METHODS.toast, { message, duration: durationMs }, { timeoutMs: 3000 }).then(() => undefined);
}

/**
 * The app's photo picker (album or camera): answers the chosen images as data: URLs (JPEG or PNG),
 * at most `count`; an empty list or code 'cancelled' when the user picks nothing.
 */
export function pickPhotos(count = 1): Promise<string[]> {
  return callNative<unknown>(NATIVE_METHODS.photos, { count }, { timeoutMs: 10 * 60_000 }).then((data) =>
    Array.isArray(data)
      ? data
          .filter((item): item is string => typeof item === 'string' && item.startsWith('data:image/'))
          .slice(0, count)
      : [],
  );
}

/** SPEC §5: add-calendar needs 2.0.20; older apps get 当前版本号过低. */
export function addToCalendar(info: AppVersionInfo, event: CalendarEvent): Promise<void> {
  if (!canAddCalendar(info)) return Promise.reject(new BridgeError('unsupported', VERSION_TOO_LOW_MESSAGE));
  return callNative(NATIVE_METHODS.calendar, event).then(() => undefined);
}

/**
 * The app's stock keyboard (SPEC §5: 2.0.55, the newer form 2.0.57). It opens over the page with
 * `text` already typed; from 2.0.59 the app reports each change as a `textUpdate` event (asked for
 * with textUpdates), older apps only answer the final text. Answers when the keyboard closes:
 * `submitted` is true when the user pressed its search/confirm key.
 */
export interface StockKeyboardRequest {
  form: 'classic' | 'new';
  text: string;
  maxLength: number;
  textUpdates: boolean;
}

export const TEXT_UPDATE_EVENT = 'textUpdate';

export function showStockKeyboard(request: StockKeyboardRequest): Promise<{ text: string; submitted: boolean }> {
  return callNative<{ text?: unknown; submitted?: unknown } | undefined>(NATIVE_METHODS.keyboard, request, {
    timeoutMs: 30 * 60_000,
  }).then((data) => ({
    text: typeof data?.text === 'string' ? data.text.slice(0, request.maxLength) : request.text,
    submitted: data?.submitted === true,
  }));
}

/** SPEC §5 text-update callbacks (2.0.59): the text the native keyboard has typed so far. */
export function onTextUpdate(listener: (text: string) => void): () => void {
  return onNativeEvent(TEXT_UPDATE_EVENT, (data) => {
    const text = (data as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string') listener(text);
  });
}

/** SPEC §3 stock list passed to the app. The version gate lives in openStockDetail. */
export function nativeStockDetail(stocks: StockRef[], selectedIndex: number): void {
  postNative(NATIVE_METHODS.stockDetail, { stocks, selectedIndex });
}

export function setWebHeight(height: number): void {
  postNative(NATIVE_METHODS.webHeight, { height: Math.ceil(height) });
}

export function syncSelfStocks(action: 'add' | 'remove' | 'query', codes: string[] = []): Promise<string[]> {
  return callNative<string[]>(NATIVE_METHODS.selfStockSync, { action, codes });
}

/** Closes the web page (popups, QR-login results) or goes back one native page. */
export function nativeBack(options: { close?: boolean; result?: unknown } = {}): void {
  postNative(NATIVE_METHODS.back, options);
}

/** SPEC §5: the native VIP popup needs iOS 2.0.34 / Android 2.0.37; false means show the H5 one. */
export function showNativeVipPopup(info: AppVersionInfo, params: MembershipPopupParams): boolean {
  if (!canShowNativeVipPopup(info)) return false;
  postNative(NATIVE_METHODS.vipPopup, params);
  return true;
}

export function openCustomerService(): Promise<void> {
  return callNative(NATIVE_METHODS.customerService, {}).then(() => undefined);
}

export function readAppSettings(): Promise<{ theme?: string; fontSize?: string }> {
  return callNative(NATIVE_METHODS.appSettings, {}, { timeoutMs: 2000 });
}
