import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { CirclePostScreen } from '@/components/content/circle-post-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readNativeContext } from '@/lib/bridge/native-context';
import { cardUrls, contentMetadata, postCard, postJsonLd } from '@/lib/content/metadata';
import { CIRCLE_POST_TYPES } from '@/lib/content/rules';
import { getCirclePost, getComments } from '@/lib/content/server';
import { idParam } from '@/lib/routes/page-params';
import { href } from '@/lib/routes/hrefs';
import { readAuth } from '@/lib/session/session';

type Props = { params: Promise<{ type: string; id: string }> };
const ROUTE = '/dragonThrowCircleDetail/{type}/{id}';

/** {type}: post | question (lib/content/rules.ts CIRCLE_POST_TYPES); anything else is a missing page. */
async function read({ type, id: rawId }: { type: string; id: string }) {
  const id = idParam(rawId);
  if (id === null || !(CIRCLE_POST_TYPES as readonly string[]).includes(type)) return null;
  return { id, post: await getCirclePost(type, id), url: href(ROUTE, { type, id }) };
}

export async function generateMetadata({ params }: Props) {
  const found = await read(await params);
  return contentMetadata(ROUTE, found?.post.ok ? postCard(found.post.data, found.url) : null);
}

export default async function CirclePostPage({ params }: Props) {
  const found = await read(await params);
  if (!found || (!found.post.ok && found.post.error.status === 404)) notFound();
  if (!found.post.ok)
    return (
      <PageShell route={ROUTE}>
        <ReadError error={found.post.error} />
      </PageShell>
    );
  const card = postCard(found.post.data, found.url);
  const [comments, auth, urls, requestHeaders] = await Promise.all([
    getComments('circle', found.id),
    readAuth(),
    cardUrls(ROUTE, card),
    headers(),
  ]);
  return (
    <PageShell route={ROUTE}>
      <CirclePostScreen
        post={found.post.data}
        comments={comments}
        loggedIn={Boolean(auth)}
        environment={readNativeContext(requestHeaders).environment}
        share={{ title: card.title, desc: card.description, link: urls.canonical, imgUrl: urls.image }}
        jsonLd={postJsonLd(found.post.data, card, urls.canonical)}
      />
    </PageShell>
  );
}
