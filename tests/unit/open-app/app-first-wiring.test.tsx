/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NativeContextProvider } from '@/components/app/native-context';
import { TreeActions } from '@/components/activity-hub/tree-actions';
import { FollowTopicButton } from '@/components/content/follow-topic-button';
import { ReportButton } from '@/components/content/report-button';
import { ActivityActionButton } from '@/components/koi/action-button';
import { ChatComposer } from '@/components/live/chat-composer';
import { FollowButton } from '@/components/live/follow-button';
import { APP_FIRST, APP_FIRST_BENEFIT } from '@/components/open-app/app-first-features';
import { AppFirstHost } from '@/components/open-app/app-first-offer';
import { TaskButton } from '@/components/task/task-button';
import type { NativeContext } from '@/lib/bridge/native-context';
import type { Task } from '@/lib/task/schemas';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async () => undefined,
  showLoading: () => () => undefined,
  notifyRequestError: async () => undefined,
}));

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  global.fetch = jest.fn(async (url: string, init?: { method?: string }) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return {
      status: 200,
      json: async () => ({ code: 200, data: { followed: true, fans: 1, followers: 1 } }),
    } as Response;
  }) as unknown as typeof fetch;
});

const BROWSER: NativeContext = { environment: 'browser', inApp: false, appVersion: null, os: 'ios' };

function outside(children: ReactNode) {
  return render(
    <NativeContextProvider value={BROWSER}>
      {children}
      <AppFirstHost />
    </NativeContextProvider>,
  );
}

const tap = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('app-first actions outside the app (SPEC §1)', () => {
  it('签到 offers the app first and signs in once the user continues', async () => {
    const signIn = {
      id: 'sign_in',
      kind: 'daily',
      title: '每日签到',
      description: '',
      progress: 0,
      target: 1,
      unit: '次',
      reward: { type: 'caidan', units: 5 },
      state: 'todo',
    } as Task;
    outside(<TaskButton task={signIn} signedToday={false} actionId="a1" />);
    await tap('每日签到：签到');
    expect(await screen.findByRole('dialog', { name: '在财知道 App 内签到体验更好' })).toBeTruthy();
    expect(calls).toEqual([]);
    await tap('继续在浏览器中签到');
    await waitFor(() => expect(calls[0]).toBe('POST /h5/api/tasks/sign-in'));
  });

  it('a chat message waits for the offer; continuing sends it', async () => {
    const send = jest.fn(async () => undefined);
    outside(<ChatComposer send={send} onSent={() => undefined} />);
    fireEvent.change(screen.getByLabelText('聊天内容'), { target: { value: '老师好' } });
    await tap('发送');
    await screen.findByRole('dialog', { name: '在财知道 App 内发言体验更好' });
    expect(send).not.toHaveBeenCalled();
    await tap('继续在浏览器中发言');
    await waitFor(() => expect(send).toHaveBeenCalledWith('老师好'));
  });

  it('following a teacher offers the app; unfollowing a topic does not', async () => {
    outside(
      <>
        <FollowButton teacherId={7} followed={false} />
        <FollowTopicButton topicId={3} followed followers={10} />
      </>,
    );
    await tap('+ 关注');
    await screen.findByRole('dialog', { name: '在财知道 App 内关注老师体验更好' });
    await act(async () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { pressed: true })));
    await waitFor(() => expect(calls).toEqual(['POST /h5/api/content/topics/3/follow']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the money tree names each of its two actions: harvesting is asked about apart from watering', async () => {
    const me = {
      harvested: false,
      sources: [{ task_id: 'sign_in', title: '每日签到', water: 30, done: true, watered: false }],
    } as unknown as Parameters<typeof TreeActions>[0]['me'];
    const { rerender } = outside(<TreeActions treeId={1} me={me} running ripe={false} actionId="a1" />);
    await tap('浇水');
    await screen.findByRole('dialog', { name: '在财知道 App 内浇水体验更好' });
    expect(screen.getByText(APP_FIRST_BENEFIT[APP_FIRST.waterTree]!)).toBeTruthy();
    await tap('继续在浏览器中浇水');
    await waitFor(() => expect(calls).toEqual(['POST /h5/api/money-trees/1/water']));
    rerender(
      <NativeContextProvider value={BROWSER}>
        <TreeActions treeId={1} me={me} running ripe actionId="a2" />
        <AppFirstHost />
      </NativeContextProvider>,
    );
    await tap('摘取果实，参与抽奖');
    await screen.findByRole('dialog', { name: '在财知道 App 内摘取果实体验更好' });
    expect(calls).toHaveLength(1);
    // Declined: nothing is sent, and the page's one offer is free again.
    await act(async () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(1);
  });

  it('an activity button is app-first only where its page says so (joining a koi pool), and then waits for the answer', async () => {
    outside(
      <>
        <ActivityActionButton path="/activity/koi/9/pools/1/entries" appFirst={APP_FIRST.joinKoi}>
          参与抽奖
        </ActivityActionButton>
        <ActivityActionButton path="/activity/events/1/checkins">打卡</ActivityActionButton>
      </>,
    );
    await tap('打卡');
    await waitFor(() => expect(calls).toEqual(['POST /h5/api/activity/events/1/checkins']));
    expect(screen.queryByRole('dialog')).toBeNull();
    await tap('参与抽奖');
    await screen.findByRole('dialog', { name: '在财知道 App 内参与锦鲤抽奖体验更好' });
    expect(calls).toHaveLength(1);
    await tap('继续在浏览器中参与锦鲤抽奖');
    await waitFor(() =>
      expect(calls).toEqual(['POST /h5/api/activity/events/1/checkins', 'POST /h5/api/activity/koi/9/pools/1/entries']),
    );
  });

  it('a report (举报) is sent without an offer: the complaint channel stays one step', async () => {
    outside(<ReportButton postId={5} />);
    await tap('举报');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { pressed: false })[0]));
    await tap('提交举报');
    await waitFor(() => expect(calls).toEqual(['POST /h5/api/content/circle/posts/5/report']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('every new app-first feature says what the app gives for it', () => {
    const added = [
      APP_FIRST.publishPost,
      APP_FIRST.signUpEvent,
      APP_FIRST.joinKoi,
      APP_FIRST.waterTree,
      APP_FIRST.harvestTree,
      APP_FIRST.sealCapsule,
      APP_FIRST.helpCapsule,
      APP_FIRST.contestTrade,
      APP_FIRST.submitQuestionnaire,
    ];
    for (const feature of added) expect(APP_FIRST_BENEFIT[feature]).toMatch(/^App 内/);
  });
});
