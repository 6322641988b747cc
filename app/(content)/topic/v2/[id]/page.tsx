import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { TopicScreen } from '@/components/content/topic-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readNativeContext } from '@/lib/bridge/native-context';
import { cardUrls, contentMetadata, topicCard, topicJsonLd } from '@/lib/content/metadata';
import { getTopic } from '@/lib/content/server';
import { idParam } from '@/lib/routes/page-params';
import { href } from '@/lib/routes/hrefs';

type Props = { params: Promise<{ id: string }> };
const ROUTE = '/topic/v2/{id}';

async function read(rawId: string) {
  const id = idParam(rawId);
  return id === null ? null : { id, topic: await getTopic(id), url: href(ROUTE, { id }) };
}

export async function generateMetadata({ params }: Props) {
  const found = await read((await params).id);
  return contentMetadata(ROUTE, found?.topic.ok ? topicCard(found.topic.data, found.url) : null);
}

export default async function TopicPage({ params }: Props) {
  const found = await read((await params).id);
  if (!found || (!found.topic.ok && found.topic.error.status === 404)) notFound();
  if (!found.topic.ok)
    return (
      <PageShell route={ROUTE}>
        <ReadError error={found.topic.error} />
      </PageShell>
    );
  const card = topicCard(found.topic.data, found.url);
  const [urls, requestHeaders] = await Promise.all([cardUrls(ROUTE, card), headers()]);
  return (
    <PageShell route={ROUTE} ownHeading>
      <TopicScreen
        topic={found.topic.data}
        environment={readNativeContext(requestHeaders).environment}
        share={{ link: urls.canonical, imgUrl: urls.image }}
        jsonLd={topicJsonLd(found.topic.data, urls.canonical)}
      />
    </PageShell>
  );
}
