import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import type { Journey } from '../journeys';
import {
  bff,
  button,
  continueInBrowser,
  link,
  loginThroughBff,
  onPhone,
  open,
  tap,
  text,
  type Cookie,
  typeInto,
  upstream,
  urlMatches,
} from '../journey-helpers';

interface ChatMessage {
  id: number;
  content: string;
}

/** A logged-in viewer sends a chat message in a live room and sees it in the chat; the room has it. */
export const liveChat: Journey = {
  name: 'send a chat message in a live room',
  run: async (engine, baseUrl) => {
    const { cookies } = await loginThroughBff(baseUrl);
    await onPhone(engine, baseUrl, 'live-chat', { cookies }, async ({ page }) => {
      await open(page, `${baseUrl}/h5/liveRoomDetail/v2?roomId=2`);
      // History arrives on join.
      await page.waitForSelector('[data-testid="chat-list"] li[data-message-id]', { visible: true, timeout: 15_000 });
      const lastSeen = (await page.evaluate(
        `Math.max.apply(null, Array.prototype.map.call(document.querySelectorAll('[data-testid="chat-list"] li[data-message-id]'), function (li) { return Number(li.getAttribute('data-message-id')) || 0; }))`,
      )) as number;
      const message = `老手机也能聊 ${Date.now() % 1_000_000}`;
      await typeInto(page, '聊天内容', message);
      await tap(page, await button(page, '发送'));
      await continueInBrowser(page, APP_FIRST.chat);
      await page
        .waitForXPath(`//*[@data-testid="chat-list"]//li[@data-message-id][contains(., "${message}")]`, {
          visible: true,
          timeout: 10_000,
        })
        .catch(() => {
          throw new Error('the sent message does not appear in the chat');
        });
      // Sent, not only drawn: the room's history (what every other viewer receives) holds it.
      const { data } = await bff<{ messages: ChatMessage[] }>(
        baseUrl,
        `/live/rooms/2/chat/messages?afterId=${lastSeen}`,
      );
      if (!data.messages.some((item) => item.content === message))
        throw new Error("the room's history does not hold the sent message");
    });
  },
};

const ANCHORS = ['13900000001', '13900000005', '13900000002', '13900000003'];

/**
 * An anchor of the seed, logged in through the BFF (as the workbench is used). Each mobile may ask for
 * one SMS a minute (the BFF's resend limit, which no dev endpoint resets): the first anchor free to log
 * in is used, and when runs follow each other so fast that none is, the shortest wait the BFF names.
 */
async function anchorSession(baseUrl: string): Promise<Cookie[]> {
  const failures: string[] = [];
  for (let round = 0; round < 2; round++) {
    let wait = Number.POSITIVE_INFINITY;
    for (const mobile of ANCHORS) {
      try {
        await upstream('/__dev/age-sms', { mobile, seconds: 61 });
        return (await loginThroughBff(baseUrl, mobile)).cookies;
      } catch (error) {
        const message = (error as Error).message;
        failures.push(`${mobile}: ${message}`);
        const seconds = /请(\d+)秒后再试/.exec(message);
        if (seconds) wait = Math.min(wait, Number(seconds[1]));
      }
    }
    if (!Number.isFinite(wait) || wait > 60) break;
    await sleep((wait + 1) * 1000);
  }
  throw new Error(`no anchor could log in: ${failures.join('; ')}`);
}

/** Draws any bag an earlier, interrupted run left open in the anchor's room (one open bag per room). */
async function drawLeftovers(baseUrl: string, cookies: Cookie[]): Promise<void> {
  const response = await fetch(`${baseUrl}/h5/shareCaidanDisposition/v2`, {
    headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  });
  for (const match of (await response.text()).matchAll(/bagId\\?":(\d+)/g))
    await bff(baseUrl, `/live/anchor/lucky-bags/${match[1]}/draw`, { cookies, body: {} }).catch(() => undefined);
}

interface LuckyBag {
  id: number;
  roomId: number;
  me: { joined: boolean; eligible: boolean } | null;
}

/** A viewer sees the room's lucky bag, opens it and joins by sending its password. */
export const joinLuckyBag: Journey = {
  name: 'join a lucky bag',
  run: async (engine, baseUrl) => {
    const anchor = await anchorSession(baseUrl);
    await drawLeftovers(baseUrl, anchor);
    const password = `好运${Date.now() % 10_000}`;
    const prize = '财蛋 66 个';
    const { data: bag } = await bff<LuckyBag>(baseUrl, '/live/anchor/lucky-bags', {
      cookies: anchor,
      // With the action id its page (the anchor workbench) hands out: one bag per press.
      headers: { 'x-action-id': randomUUID() },
      body: {
        prizeName: prize,
        prizeKind: 'caidan',
        prizeValue: 66,
        winnerCount: 1,
        range: 'all',
        condition: 'password',
        password,
        durationMinutes: 5,
      },
    });
    try {
      const viewer = await loginThroughBff(baseUrl);
      await onPhone(engine, baseUrl, 'lucky-bag', { cookies: viewer.cookies }, async ({ page }) => {
        await open(page, `${baseUrl}/h5/liveRoomDetail/v2?roomId=${bag.roomId}`);
        await page
          .waitForXPath(`//*[@data-testid="lucky-bag-entry"][contains(., "${prize}")]`, {
            visible: true,
            timeout: 15_000,
          })
          .catch(() => {
            throw new Error('the room shows no lucky bag entry');
          });
        await tap(page, await link(page, '去参与 ›'));
        await urlMatches(page, new RegExp(`/h5/shareCaidanWatchFull/v2\\?bagId=${bag.id}`));
        await tap(page, await button(page, `发送口令「${password}」参与`));
        await continueInBrowser(page, APP_FIRST.joinLuckyBag);
        await page.waitForSelector('[data-testid="bag-joined"]', { visible: true, timeout: 15_000 }).catch(() => {
          throw new Error('joining shows no 已参与');
        });
        await text(page, '已参与，等待开奖');
        const { data } = await bff<LuckyBag>(baseUrl, `/live/lucky-bags/${bag.id}`, { cookies: viewer.cookies });
        if (!data.me?.joined || !data.me.eligible)
          throw new Error(`the bag does not count the viewer: ${JSON.stringify(data.me)}`);
      });
    } finally {
      // The next run opens a new bag in the same room.
      await bff(baseUrl, `/live/anchor/lucky-bags/${bag.id}/draw`, { cookies: anchor, body: {} }).catch(
        () => undefined,
      );
    }
  },
};
