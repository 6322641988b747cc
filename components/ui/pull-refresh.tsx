'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import type { ComponentProps, ReactNode } from 'react';
import { useArmedSign } from '@/lib/browser/armed';
import { invalidateActiveQueries } from '@/lib/query/active';

// Server-rendered like any component; its code is split out of pages that don't refresh. Its stylesheet
// (under 1 KB) is imported here instead: a stylesheet arriving with the dynamic chunk is written as
// <link rel="stylesheet" as="style">, which is invalid HTML (html-validate attribute-misuse).
import 'antd-mobile/es/components/pull-to-refresh/pull-to-refresh.css';
// The control attaches its touch listeners in an effect; the wrapper's effect runs after it (a child's
// effects run before its parent's) and marks <html data-pull-refresh="armed">.
const PullToRefresh = dynamic(() =>
  import('antd-mobile/es/components/pull-to-refresh/pull-to-refresh').then(({ PullToRefresh: Control }) => {
    function ArmedPullToRefresh(props: ComponentProps<typeof Control>) {
      useArmedSign('pullRefresh');
      return <Control {...props} />;
    }
    return ArmedPullToRefresh;
  }),
);

/** Pull-to-refresh, mounted only on routes flagged needRefresh in the manifest. */
export function PullRefresh({ children }: { children: ReactNode }) {
  const router = useRouter();
  const refresh = async () => {
    router.refresh();
    await invalidateActiveQueries();
  };
  return (
    <PullToRefresh
      onRefresh={refresh}
      pullingText="下拉刷新"
      canReleaseText="释放立即刷新"
      refreshingText="加载中..."
      completeText="刷新成功"
    >
      {children}
    </PullToRefresh>
  );
}
