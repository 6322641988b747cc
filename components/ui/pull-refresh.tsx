'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

// Server-rendered like any component; its code is split out of pages that don't refresh.
const PullToRefresh = dynamic(() => import('antd-mobile/es/components/pull-to-refresh'));

/** Pull-to-refresh, mounted only on routes flagged needRefresh in the manifest. */
export function PullRefresh({ children }: { children: ReactNode }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const refresh = async () => {
    router.refresh();
    await queryClient.invalidateQueries();
  };
  return (
    <PullToRefresh onRefresh={refresh} pullingText="下拉刷新" canReleaseText="释放立即刷新" refreshingText="加载中..." completeText="刷新成功">
      {children}
    </PullToRefresh>
  );
}
