import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readNativeContext } from '@/lib/bridge/native-context';
import { cardUrls, contentMetadata, itemCard, itemJsonLd } from '@/lib/content/metadata';
import type { ItemKind } from '@/lib/content/rules';
import { getComments, getItem, getQuotes } from '@/lib/content/server';
import { idParam } from '@/lib/routes/page-params';
import type { RoutePath } from '@/lib/routes/manifest';
import { readAuth } from '@/lib/session/session';
import { ItemScreen } from './item-screen';

/** Which item a content route shows: its kind, the id and {type} of the URL, and the page's own path. */
export interface ItemRef {
  route: RoutePath;
  kind: ItemKind;
  rawId: string;
  type?: string;
  /** The page's app path (canonical URL), e.g. href('/manuscript/article/v2/{id}', { id }). */
  url: string;
}

/** Kinds whose page lists the stocks they touch with quotes. */
const WITH_QUOTES: ItemKind[] = ['feed', 'stock_feed', 'flash', 'information'];

async function readItem(ref: ItemRef) {
  const id = idParam(ref.rawId);
  return id === null ? null : getItem(ref.kind, id, ref.type);
}

/** Metadata of an item page: the content's own card; a missing item is not indexed. */
export async function itemPageMetadata(ref: ItemRef) {
  const item = await readItem(ref);
  return contentMetadata(ref.route, item?.ok ? itemCard(item.data, ref.url) : null);
}

/** A content item's page: HTTP 404 (the group's not-found page) when it does not exist or was deleted. */
export async function ItemPage(ref: ItemRef) {
  const item = await readItem(ref);
  if (!item || (!item.ok && item.error.status === 404)) notFound();
  if (!item.ok) {
    return (
      <PageShell route={ref.route}>
        <ReadError error={item.error} />
      </PageShell>
    );
  }
  const [quotes, comments, loggedIn, requestHeaders, urls, jsonLd] = await Promise.all([
    WITH_QUOTES.includes(ref.kind) ? getQuotes(item.data.stocks) : Promise.resolve([]),
    getComments(item.data.kind, item.data.id),
    readAuth(),
    headers(),
    cardUrls(ref.route, itemCard(item.data, ref.url)),
    itemJsonLd(ref.route, item.data, ref.url),
  ]);
  return (
    <PageShell route={ref.route} ownHeading>
      <ItemScreen
        item={item.data}
        stale={item.stale}
        asOf={item.asOf}
        quotes={quotes}
        comments={comments}
        loggedIn={Boolean(loggedIn)}
        environment={readNativeContext(requestHeaders).environment}
        share={{ link: urls.canonical, imgUrl: urls.image }}
        jsonLd={jsonLd}
      />
    </PageShell>
  );
}
