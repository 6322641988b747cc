import type { Metadata } from 'next';
import { routeOrThrow } from './manifest';

export const APP_NAME = '财知道';
export const APP_DESCRIPTION = '财知道：龙虎榜、新股日历、北向资金等行情工具，分析师直播与会员服务。';

/** Page metadata from the manifest: the title of every page comes from lib/routes. */
export function pageMetadata(path: string, extra: Metadata = {}): Metadata {
  const route = routeOrThrow(path);
  return {
    title: route.title,
    ...extra,
  };
}
