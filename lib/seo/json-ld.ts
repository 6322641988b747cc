import type {
  BreadcrumbList,
  DigitalDocument,
  EventLeaf,
  ItemList,
  Organization,
  OrganizationLeaf,
  WebPage,
  WithContext,
} from 'schema-dts';
import type { LegalDocument } from '@/content/legal/types';
import { activityPageHref, hubViewHref } from '@/lib/activity-hub/links';
import type { ActivitySummary } from '@/lib/activity-hub/schemas';
import { APP_DESCRIPTION, APP_NAME } from '@/lib/brand';
import { describeIpo } from '@/lib/market/describe';
import type { IpoIssue } from '@/lib/market/ipo-schemas';
import type { StructuredData } from '@/components/ui/json-ld';
import { assetUrl, BASE_PATH } from '@/lib/routes/hrefs';
import { routeOrThrow } from '@/lib/routes/manifest';
import { canonicalUrl } from '@/lib/share/metadata';

/**
 * schema.org data (JSON-LD) for search results, typed by schema-dts so a misspelt type or property
 * fails to compile; tests/unit/seo/json-ld.test.ts checks the output against the vocabulary too.
 * Rendered by components/ui/json-ld.tsx, which renders nothing on a page that is not indexable.
 */

const CONTEXT = 'https://schema.org' as const;

/** The publisher: the app itself. Given once in full on the hub, named by reference elsewhere. */
export function organization(origin: string): OrganizationLeaf {
  return {
    '@type': 'Organization',
    name: APP_NAME,
    url: `${origin}${BASE_PATH}`,
    logo: `${origin}${assetUrl('/logo.png')}`,
  };
}

export function organizationJsonLd(origin: string): WithContext<OrganizationLeaf> {
  return { '@context': CONTEXT, ...organization(origin), description: APP_DESCRIPTION };
}

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may leave it out. */
  url?: string;
}

/** The trail from the hub to a deep page. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

/** The exchange that takes the subscriptions. */
const EXCHANGES: Record<IpoIssue['market'], Organization> = {
  sh: { '@type': 'Organization', name: '上海证券交易所', url: 'https://www.sse.com.cn/' },
  sz: { '@type': 'Organization', name: '深圳证券交易所', url: 'https://www.szse.cn/' },
  bj: { '@type': 'Organization', name: '北京证券交易所', url: 'https://www.bse.cn/' },
};

/** An IPO's subscription day as an online event: orders are taken 09:30–15:00 Beijing time on that day. */
export function ipoSubscriptionEvent(issue: IpoIssue, pageUrl: string): EventLeaf {
  return {
    '@type': 'Event',
    name: `${issue.name}（${issue.code}）新股申购`,
    description: describeIpo(issue),
    startDate: `${issue.dates.apply}T09:30:00+08:00`,
    endDate: `${issue.dates.apply}T15:00:00+08:00`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: pageUrl },
    organizer: EXCHANGES[issue.market],
    url: pageUrl,
  };
}

/** An IPO's page: its subscription day, and the trail hub › 新股中心 › the issue. */
export function ipoDetailJsonLd(issue: IpoIssue, origin: string): StructuredData[] {
  const pageUrl = canonicalUrl(origin, `/tool/ipo/detail/${issue.code}`);
  const center = routeOrThrow('/tool/ipo');
  return [
    { '@context': CONTEXT, ...ipoSubscriptionEvent(issue, pageUrl) },
    breadcrumbJsonLd([
      { name: APP_NAME, url: canonicalUrl(origin, '/') },
      { name: center.title, url: canonicalUrl(origin, center.path) },
      { name: `${issue.name}（${issue.code}）` },
    ]),
  ];
}

/** The IPO calendar: each issue's subscription day, in the calendar's order, linked to its detail page. */
export function ipoCalendarJsonLd(issues: readonly IpoIssue[], origin: string): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: '新股申购日历',
    itemListElement: issues.map((issue, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: ipoSubscriptionEvent(issue, canonicalUrl(origin, `/tool/ipo/detail/${issue.code}`)),
    })),
  };
}

/** Activities with their dates (the hub's list) as online events run by the app, each linked to its page. */
export function activitiesJsonLd(activities: readonly ActivitySummary[], origin: string): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: '活动合集',
    itemListElement: activities.map((activity, index) => {
      const pageUrl = canonicalUrl(
        origin,
        hubViewHref(activity.kind, activity.id) ??
          activityPageHref(activity.kind, activity.id) ??
          '/activities-collect/v2',
      );
      const event: EventLeaf = {
        '@type': 'Event',
        name: activity.title,
        description: activity.summary,
        startDate: activity.start_day,
        endDate: activity.end_day,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: pageUrl },
        organizer: organization(origin),
        url: pageUrl,
      };
      return { '@type': 'ListItem', position: index + 1, item: event };
    }),
  };
}

/** A legal text: the page, and the versioned document it carries with its effective date. */
export function legalJsonLd(document: LegalDocument, pageUrl: string, origin: string): WithContext<WebPage> {
  const text: DigitalDocument = {
    '@type': 'DigitalDocument',
    name: document.title,
    version: document.version,
    datePublished: document.effectiveDate,
    inLanguage: 'zh-CN',
    publisher: organization(origin),
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    name: document.title,
    description: document.summary,
    url: pageUrl,
    inLanguage: 'zh-CN',
    dateModified: document.effectiveDate,
    mainEntity: text,
  };
}
