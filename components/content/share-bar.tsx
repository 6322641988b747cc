'use client';

import { ShareButton } from '@/components/share/share-button';
import { PageShare } from '@/components/share/page-share';
import type { Environment } from '@/lib/bridge/native-context';
import styles from './content.module.css';

/**
 * The content's WeChat / app share card (title, summary, canonical link, absolute cover) and the
 * share button: the one client component of a content page's first screen.
 */
export function ShareBar({
  title,
  desc,
  link,
  imgUrl,
  environment,
}: {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
  environment: Environment;
}) {
  return (
    <div className={styles.shareBar}>
      <PageShare title={title} desc={desc} link={link} imgUrl={imgUrl} />
      <ShareButton environment={environment} label="分享给好友" />
    </div>
  );
}
