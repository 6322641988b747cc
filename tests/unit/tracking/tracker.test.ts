import {
  BATCH_SIZE,
  FLUSH_DELAY_MS,
  createTracker,
  type TrackingPayload,
  type Transport,
} from '@/lib/tracking/tracker';
import { trackingSubmitInputSchema } from '@/lib/api/contracts/tracking';
import { netStatus, parseUserAgent } from '@/lib/tracking/device';
import { TRACKING } from '@/lib/tracking/definitions';
import { ROUTES } from '@/lib/routes/manifest';

const device = () => ({
  device_id: 'd1',
  g_id: 'g1',
  net_status: 'wifi',
  os_sys: 'ios',
  os_ver: '17.0',
  vendor: 'Apple',
  device_model: 'iPhone',
});

function setup(ok = true) {
  const sent: Array<{ payload: TrackingPayload; beacon: boolean }> = [];
  const transport: Transport = async (payload, { beacon }) => {
    sent.push({ payload, beacon });
    return ok;
  };
  let clock = 1_700_000_000_000;
  const tracker = createTracker({ transport, device, now: () => (clock += 1) });
  return { tracker, sent };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('tracker batching', () => {
  test('events wait for the batch delay, then leave together with the §7 payload', async () => {
    const { tracker, sent } = setup();
    tracker.track({ eventId: 'a', eventType: 'click', eventLabel: '点A', eventAttr: { id: 1 } });
    tracker.track({ eventId: 'b', eventType: 'show' });
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(sent).toHaveLength(1);
    const payload = sent[0].payload;
    // What the browser posts is accepted by the BFF's input contract (h2: lib/api/contracts/tracking.ts).
    expect(trackingSubmitInputSchema.safeParse(payload).success).toBe(true);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'aessign',
        'app_key',
        'device_id',
        'device_model',
        'event_list',
        'event_time',
        'g_id',
        'net_status',
        'os_sys',
        'os_ver',
        'upload_time',
        'vendor',
      ].sort(),
    );
    expect(payload.event_list.map((event) => [event.event_id, event.event_type])).toEqual([
      ['a', 'click'],
      ['b', 'show'],
    ]);
    expect(payload.event_list[0]).toMatchObject({ event_label: '点A', event_attr: { id: 1 }, user_id: '' });
    expect(payload.event_time).toBe(payload.event_list[0].event_time);
  });

  test('membership_conversions_page is uploaded at once', async () => {
    const { tracker, sent } = setup();
    tracker.track({ eventId: 'membership_conversions_page', eventType: 'page' });
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    expect(sent[0].payload.event_list[0].event_id).toBe('membership_conversions_page');
  });

  test('a full batch leaves without waiting', async () => {
    const { tracker, sent } = setup();
    for (let i = 0; i < BATCH_SIZE; i += 1) tracker.track({ eventId: `e${i}` });
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    expect(sent[0].payload.event_list).toHaveLength(BATCH_SIZE);
  });

  test('dropped events are not queued', () => {
    const { tracker } = setup();
    expect(tracker.track({ eventId: 'x', isCheck: true, enable: 'false', eventType: 'click' })).toBe(false);
    expect(tracker.pending()).toBe(0);
  });

  test('a failed upload keeps the events for the next flush; hiding the page uses the beacon', async () => {
    const failing = setup(false);
    failing.tracker.track({ eventId: 'a' });
    await failing.tracker.flush();
    expect(failing.tracker.pending()).toBe(1);
    await failing.tracker.flush({ beacon: true });
    expect(failing.sent.map((entry) => entry.beacon)).toEqual([false, true]);
  });
});

describe('device fields', () => {
  test.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15',
      { os_sys: 'ios', os_ver: '17.2.1', device_model: 'iPhone' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S9180 Build/TP1A.220624.014; wv) AppleWebKit/537.36',
      { os_sys: 'android', os_ver: '13', device_model: 'SM-S9180' },
    ],
    ['Mozilla/5.0 (X11; Linux x86_64)', { os_sys: 'other', os_ver: '', device_model: 'unknown' }],
  ])('%s', (ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });
});

test.each([
  [{ type: 'wifi' }, 'wifi'],
  [{ effectiveType: '4g' }, '4g'],
  [{ effectiveType: 'slow-2g' }, '2g'],
  [{ effectiveType: 'weird' }, 'unknown'],
  [undefined, 'unknown'],
])('net_status %j → %s', (connection, expected) => {
  expect(netStatus(connection)).toBe(expected);
});

describe('tracking definitions', () => {
  test("every page-view definition that names a manifest page uses that page's eventId", () => {
    const manifestIds = new Set(ROUTES.map((route) => route.eventId).filter(Boolean));
    const pageEvents = Object.values(TRACKING).flatMap((page) =>
      Object.values(page.events).filter((event) => event.eventType === 'page'),
    );
    expect(pageEvents.length).toBeGreaterThan(10);
    for (const event of pageEvents) expect(manifestIds.has(event.eventId)).toBe(true);
  });
});

describe('browser transport on older engines', () => {
  // The transport only serialises the payload.
  const payload = () => ({ event_list: [] }) as unknown as TrackingPayload;
  const calls: Array<{ keepalive: boolean }> = [];
  /** Chromium < 81: a keepalive fetch with a JSON body fails (it would need a preflight); a plain one is delivered. */
  const oldEngineFetch = jest.fn(async (_url: string, init: RequestInit) => {
    calls.push({ keepalive: Boolean(init.keepalive) });
    if (init.keepalive) throw new TypeError('Failed to fetch');
    return new Response('{"code":200}', { status: 200 });
  });

  beforeEach(() => {
    calls.length = 0;
    jest.resetModules();
    global.fetch = oldEngineFetch as unknown as typeof fetch;
  });
  afterEach(() => {
    Reflect.deleteProperty(global, 'navigator');
  });

  test('a refused keepalive fetch is sent again plainly, and later batches go plainly at once', async () => {
    const { browserTransport } = await import('@/lib/tracking/tracker');
    await expect(browserTransport(payload(), { beacon: false })).resolves.toBe(true);
    expect(calls).toEqual([{ keepalive: true }, { keepalive: false }]);
    await expect(browserTransport(payload(), { beacon: false })).resolves.toBe(true);
    expect(calls.slice(2)).toEqual([{ keepalive: false }]);
  });

  test('a beacon the engine refuses for its JSON type leaves by fetch', async () => {
    Object.defineProperty(global, 'navigator', {
      configurable: true,
      value: {
        sendBeacon: () => {
          throw new DOMException(
            "Failed to execute 'sendBeacon' on 'Navigator': sendBeacon() with a Blob whose type is not any of the CORS-safelisted values for the Content-Type request header is disabled temporarily.",
            'SecurityError',
          );
        },
      },
    });
    const { browserTransport } = await import('@/lib/tracking/tracker');
    await expect(browserTransport(payload(), { beacon: true })).resolves.toBe(true);
    expect(calls.at(-1)).toEqual({ keepalive: false });
  });
});
