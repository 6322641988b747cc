import { Disclaimer } from '@/components/compliance/disclaimer';
import { EmptyState } from '@/components/ui/states';
import type { Environment } from '@/lib/bridge/native-context';
import { itemUrl } from '@/lib/content/links';
import { KIND_LABEL } from '@/lib/content/rules';
import type { Topic } from '@/lib/content/schemas';
import { formatCount } from '@/lib/format/amount';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import styles from './content.module.css';
import { FollowTopicButton } from './follow-topic-button';
import { JsonLd, type StructuredData } from '@/components/ui/json-ld';
import { ShareBar } from './share-bar';

/** A topic: what it is about, who follows it, and the manuscripts under it. */
export function TopicScreen({
  topic,
  environment,
  share,
  jsonLd,
}: {
  topic: Topic;
  environment: Environment;
  share: { link: string; imgUrl: string };
  jsonLd: StructuredData | readonly StructuredData[];
}) {
  return (
    <>
      <header className={styles.topicHead}>
        <div className={styles.topicTitleRow}>
          <h1 className={styles.topicTitle}>#{topic.title}#</h1>
        </div>
        <p className={styles.topicDesc}>{topic.description}</p>
        <div className={styles.topicFollow}>
          <FollowTopicButton topicId={topic.id} followed={topic.followed} followers={topic.followers} />
          <span className={styles.meta}>{topic.manuscripts.length} 篇内容</span>
        </div>
      </header>
      <section className={styles.section} aria-labelledby="topic-items">
        <h2 id="topic-items" className={styles.sectionTitle}>
          话题内容
        </h2>
        {topic.manuscripts.length === 0 ? (
          <EmptyState title="话题下还没有内容" />
        ) : (
          <ul className={styles.cards}>
            {topic.manuscripts.map((card) => (
              <li key={`${card.kind}-${card.id}`} className={styles.card}>
                <a href={itemUrl(card)}>
                  <h3 className={styles.cardTitle}>{card.title}</h3>
                  <p className={styles.cardSummary}>{card.summary}</p>
                  <p className={styles.meta}>
                    {KIND_LABEL[card.kind]} · {formatChinaShortDateTime(card.publishedAt)} · 阅读{' '}
                    {formatCount(card.reads)}
                  </p>
                </a>
              </li>
            ))}
          </ul>
        )}
        <ShareBar
          title={`#${topic.title}#`}
          desc={topic.description}
          link={share.link}
          imgUrl={share.imgUrl}
          environment={environment}
        />
      </section>
      <Disclaimer />
      <JsonLd data={jsonLd} />
    </>
  );
}
