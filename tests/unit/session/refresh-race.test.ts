import type { SharedStore } from '@/lib/store/shared-store';
import { json, fakeUpstreamForFile } from '../http/fake-upstream';

/**
 * The refresh lock across instances: a caller whose "already rotated?" read was answered
 * just before the holder recorded its result, and who takes the lock just after the holder dropped it,
 * must read again — not spend the refresh token a second time (the upstream would call it theft).
 */
const entries = new Map<string, string>();
let graceReads = 0;
let lockDropped: () => void = () => undefined;
const dropped = new Promise<void>((resolve) => (lockDropped = resolve));
const store: SharedStore = {
  async get(key) {
    const value = entries.get(key) ?? null;
    // The second caller's first read: its answer (nothing yet) arrives after the holder is done.
    if (key.startsWith('h5:refresh:rotated:') && ++graceReads === 2) await dropped;
    return value;
  },
  async set(key, value) {
    entries.set(key, value);
  },
  async setIfAbsent(key, value) {
    if (entries.has(key)) return false;
    entries.set(key, value);
    return true;
  },
  async del(key) {
    entries.delete(key);
    if (key.startsWith('h5:refresh:lock:')) lockDropped();
  },
};
jest.mock('@/lib/store/shared-store', () => ({
  sharedStore: async () => store,
  resetSharedStoreForTests: async () => undefined,
}));

import { rotateRefreshToken } from '@/lib/session/refresh';

const fake = fakeUpstreamForFile();

it('a caller that takes the lock right after the holder dropped it uses the recorded result', async () => {
  fake.reply = (_hit, res) =>
    json(res, 200, {
      code: 200,
      data: {
        token_type: 'bearer',
        access_token: 'access-9-0123456789abcdef',
        refresh_token: 'refresh-10-0123456789abcdef',
        expires_in: 7200,
      },
    });
  const [first, second] = await Promise.all([
    rotateRefreshToken('refresh-9-0123456789abcdef'),
    rotateRefreshToken('refresh-9-0123456789abcdef'),
  ]);
  expect(fake.hits).toHaveLength(1);
  expect([first?.access_token, second?.access_token]).toEqual([
    'access-9-0123456789abcdef',
    'access-9-0123456789abcdef',
  ]);
});
