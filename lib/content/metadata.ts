import 'server-only';
import type { Metadata } from 'next';
import { APP_NAME } from '@/lib/brand';
import { routeOrThrow, type RoutePath } from '@/lib/routes/manifest';
import { pageMetadata } from '@/lib/routes/page';
import { absoluteUrl } from '@/lib/share/config';
import { canonicalUrl, requestOrigin, shareCardImagePath, shareCardTags } from '@/lib/share/metadata';
import type {
  Article,
  CollectionPage,
  DiscussionForumPosting,
  Organization,
  Person,
  VideoObject,
  WithContext,
} from 'schema-dts';
import type { StructuredData } from '@/components/ui/json-ld';
import { breadcrumbJsonLd, organization, type Crumb } from '@/lib/seo/json-ld';
import type { CirclePost, ContentItem, Topic } from './schemas';

/** What a content page's card says: from the content itself (title, summary, cover). */
export interface ContentCard {
  title: string;
  description: string;
  /** The content's cover (a path on our host or an https URL); the family card when it has none. */
  cover: string | null;
  /** The page's own app path ('/manuscript/article/v2/1'): the canonical URL. */
  url: string;
  type?: 'article' | 'website';
}

/** Absolute canonical URL and cover of a card: WeChat and search engines need absolute URLs. */
export async function cardUrls(path: RoutePath, card: Pick<ContentCard, 'cover' | 'url'>) {
  const origin = await requestOrigin();
  return {
    origin,
    canonical: canonicalUrl(origin, card.url),
    image: absoluteUrl(card.cover ?? shareCardImagePath(routeOrThrow(path).family), origin),
  };
}

/**
 * Title from the manifest (the browser bar), and an Open Graph / share card from the content, a
 * canonical URL and indexing allowed. A missing item gets the manifest's title and no index.
 */
export async function contentMetadata(path: RoutePath, card: ContentCard | null): Promise<Metadata> {
  if (!card) return pageMetadata(path, { robots: { index: false, follow: true } });
  const { canonical, image } = await cardUrls(path, card);
  // SPEC §2: the page title is the route's title; the headline goes in the share card.
  const title = `${card.title} - ${APP_NAME}`;
  return pageMetadata(path, {
    description: card.description,
    alternates: { canonical },
    robots: { index: true, follow: true },
    ...shareCardTags({ title, description: card.description, url: canonical, image, type: card.type ?? 'article' }),
  });
}

/** The card of an item. */
export function itemCard(item: ContentItem, url: string): ContentCard {
  return { title: item.title, description: item.summary, cover: item.cover ?? item.video?.poster ?? null, url };
}

/** ISO 8601 duration of a video (612 s → PT10M12S). */
export function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `PT${minutes ? `${minutes}M` : ''}${seconds % 60}S`;
}

/** Items that report news: a flash line and the information family's news. */
function isNews(item: ContentItem): boolean {
  return item.kind === 'flash' || (item.kind === 'information' && item.type === 'news');
}

/** The trail to an item: the hub, its topic (or the columns page for a column), the item. */
function itemTrail(item: ContentItem, origin: string): Crumb[] {
  const parent: Crumb | null = item.topic
    ? { name: `#${item.topic.title}#`, url: canonicalUrl(origin, `/topic/v2/${item.topic.id}`) }
    : item.kind === 'column'
      ? { name: routeOrThrow('/other/mszl').title, url: canonicalUrl(origin, '/other/mszl') }
      : null;
  return [{ name: APP_NAME, url: canonicalUrl(origin, '/') }, ...(parent ? [parent] : []), { name: item.title }];
}

/**
 * schema.org data of an item: a VideoObject for videos, a NewsArticle for news, an Article for the
 * rest (author, dates, publisher), and its breadcrumb trail.
 */
export async function itemJsonLd(path: RoutePath, item: ContentItem, url: string): Promise<StructuredData[]> {
  const { origin, canonical, image } = await cardUrls(path, { cover: item.cover ?? item.video?.poster ?? null, url });
  const publisher = organization(origin);
  const trail = breadcrumbJsonLd(itemTrail(item, origin));
  if (item.video) {
    const video: WithContext<VideoObject> = {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: item.title,
      description: item.summary,
      thumbnailUrl: [image],
      uploadDate: item.publishedAt,
      duration: isoDuration(item.video.durationSec),
      contentUrl: absoluteUrl(item.video.url, origin),
      embedUrl: canonical,
      publisher,
    };
    return [video, trail];
  }
  const author: Person | Organization = item.author.teacherId
    ? {
        '@type': 'Person',
        name: item.author.name,
        url: canonicalUrl(origin, `/teacherInfo/v2?teacherId=${item.author.teacherId}`),
      }
    : { '@type': 'Organization', name: item.author.name };
  const fields = {
    headline: item.title,
    description: item.summary,
    image: [image],
    datePublished: item.publishedAt,
    dateModified: item.updatedAt ?? item.publishedAt,
    author,
    publisher,
    mainEntityOfPage: canonical,
  };
  const article: WithContext<Article> = isNews(item)
    ? { '@context': 'https://schema.org', '@type': 'NewsArticle', ...fields }
    : { '@context': 'https://schema.org', '@type': 'Article', ...fields };
  return [article, trail];
}

export function topicCard(topic: Topic, url: string): ContentCard {
  return { title: `#${topic.title}#`, description: topic.description, cover: topic.cover, url, type: 'website' };
}

/** A topic as a schema.org collection of its manuscripts. */
export function topicJsonLd(topic: Topic, canonical: string): WithContext<CollectionPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: topic.title,
    description: topic.description,
    url: canonical,
  };
}

/** A circle post's card: its author and the first words of its text (the HTML's text, tags removed). */
export function postCard(post: CirclePost, url: string): ContentCard {
  const text = post.bodyHtml
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    title: `${post.authorName}的${post.type === 'question' ? '提问' : '动态'} - 龙投圈`,
    description: text.slice(0, 80),
    cover: post.images[0]?.url ?? null,
    url,
  };
}

/** A circle post as schema.org DiscussionForumPosting. */
export function postJsonLd(
  post: CirclePost,
  card: ContentCard,
  canonical: string,
): WithContext<DiscussionForumPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: card.title,
    text: card.description,
    datePublished: post.createdAt,
    author: { '@type': 'Person', name: post.authorName },
    url: canonical,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'LikeAction' },
      userInteractionCount: post.likes,
    },
  };
}
