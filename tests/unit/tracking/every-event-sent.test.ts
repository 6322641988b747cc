import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@/lib/routes/manifest';
import { TRACKING } from '@/lib/tracking/definitions';
import { REPO_ROOT, repoFiles } from '../../fixtures/repo-files';

/**
 * Every tracking definition of SPEC §7 has a sender. Page events (and each page's pageId) are sent by
 * PageShell as a route's manifest eventId. Click, show and task events are sent by the components and
 * pages that name their definition: `TRACKING.<page>.events.<key>`, or `.<key>` in a file that holds
 * `TRACKING.<page>.events` (download-buttons' `tracking.iosClick`), or the live-card helper.
 */
const sources = ['app', 'components']
  .flatMap((dir) => repoFiles(dir))
  .map((file) => ({ file, text: fs.readFileSync(path.join(REPO_ROOT, file), 'utf8') }));

const HELPER_SENDERS: Record<string, RegExp> = {
  'liveDetail.cardShow': /\bliveCardEvent\('show'/,
  'liveDetail.cardClick': /\bliveCardEvent\('click'/,
};

const definitions = Object.entries(TRACKING).flatMap(([page, { events }]) =>
  Object.entries(events).map(([key, event]) => ({ page, key, ...event })),
);

function sendersOf(page: string, key: string): string[] {
  const named = `TRACKING.${page}.events`;
  const member = new RegExp(`\\.${key}\\b`);
  return sources
    .filter(
      ({ text }) =>
        text.includes(`${named}.${key}`) ||
        (text.includes(named) && member.test(text)) ||
        HELPER_SENDERS[`${page}.${key}`]?.test(text),
    )
    .map(({ file }) => file);
}

const routeEventIds = new Set(ROUTES.flatMap((route) => (route.eventId ? [route.eventId] : [])));
const pageEventIds = [...new Set(definitions.filter((d) => d.eventType === 'page').map((d) => d.eventId))];
const pageIds = [...new Set(Object.values(TRACKING).map((page) => page.pageId))];
const otherEventIds = [...new Set(definitions.filter((d) => d.eventType !== 'page').map((d) => d.eventId))];

describe('every tracking definition is sent (SPEC §7)', () => {
  it.each(pageEventIds)('page event %s is the eventId of a route', (eventId) => {
    expect(routeEventIds.has(eventId)).toBe(true);
  });

  it.each(pageIds)('pageId %s is the eventId of a route', (pageId) => {
    expect(routeEventIds.has(pageId)).toBe(true);
  });

  it.each(otherEventIds)('%s has a sender in components/ or app/', (eventId) => {
    const senders = definitions
      .filter((definition) => definition.eventId === eventId)
      .flatMap(({ page, key }) => sendersOf(page, key));
    expect(senders).not.toEqual([]);
  });

  it('finds the senders it is meant to find (the scan itself)', () => {
    expect(sendersOf('download', 'iosClick')).toContain('components/download/download-buttons.tsx');
    expect(sendersOf('liveDetail', 'cardShow')).toContain('components/live/live-card-tracking.tsx');
    expect(sendersOf('liveDetail', 'shareClick')).not.toContain('components/download/download-buttons.tsx');
  });
});
