import { Disclaimer } from '@/components/compliance/disclaimer';
import { LivePlayer } from '@/components/live/live-player';
import { AsOf } from '@/components/ui/states';
import type { Environment } from '@/lib/bridge/native-context';
import {
  HALL_TYPE_LABEL,
  INFORMATION_TYPE_LABEL,
  KIND_LABEL,
  type HallType,
  type InformationType,
} from '@/lib/content/rules';
import type { CommentList, ContentItem } from '@/lib/content/schemas';
import type { Quote } from '@/lib/content/server';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import type { ReadResult } from '@/lib/read/result';
import { CommentSection } from './comment-section';
import styles from './content.module.css';
import { ItemHeader } from './item-header';
import { JsonLd, type StructuredData } from '@/components/ui/json-ld';
import { QuoteList } from './quote-list';
import { RichBody } from './rich-body';
import { ShareBar } from './share-bar';

export interface ItemScreenProps {
  item: ContentItem;
  stale: boolean;
  asOf: number;
  quotes: Quote[];
  comments: ReadResult<CommentList>;
  loggedIn: boolean;
  environment: Environment;
  share: { link: string; imgUrl: string };
  jsonLd: StructuredData | readonly StructuredData[];
}

function kickerOf(item: ContentItem): string {
  if (item.kind === 'information' && item.type)
    return INFORMATION_TYPE_LABEL[item.type as InformationType] ?? KIND_LABEL.information;
  if (item.kind === 'hall' && item.type) return HALL_TYPE_LABEL[item.type as HallType] ?? KIND_LABEL.hall;
  return KIND_LABEL[item.kind];
}

/** One piece of content, rendered on the server: header, (video), (flash line), body, quotes, §9 disclaimer, share, comments. */
export function ItemScreen({
  item,
  stale,
  asOf,
  quotes,
  comments,
  loggedIn,
  environment,
  share,
  jsonLd,
}: ItemScreenProps) {
  return (
    <>
      <article className={styles.article} data-testid="content-item">
        <ItemHeader item={item} kicker={kickerOf(item)} />
        {item.video ? (
          <div className={styles.videoBox}>
            <LivePlayer
              streamUrl={null}
              replayUrl={item.video.url}
              poster={item.video.poster}
              title={item.title}
              initialMode="replay"
            />
          </div>
        ) : null}
        {item.flash ? (
          <p className={styles.flashBox}>
            <span className={styles.flashLabel}>快讯</span>
            {item.flash.text}
          </p>
        ) : null}
        {item.flash ? <h2 className={styles.sectionTitle}>解读</h2> : null}
        <RichBody html={item.bodyHtml} />
        <QuoteList quotes={quotes} title={item.flash ? '影响个股' : '相关股票'} />
        {stale ? <AsOf time={formatChinaShortDateTime(new Date(asOf).toISOString())} stale /> : null}
        <Disclaimer />
        <ShareBar
          title={item.title}
          desc={item.summary}
          link={share.link}
          imgUrl={share.imgUrl}
          environment={environment}
        />
        <JsonLd data={jsonLd} />
      </article>
      <CommentSection kind={item.kind} id={item.id} result={comments} loggedIn={loggedIn} />
    </>
  );
}
