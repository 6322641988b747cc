import { sealData } from 'iron-session';
import { unsealSession } from '@/lib/session/unseal-cache';

const password = 'p'.repeat(40);

describe('remembered unseal of the session cookie', () => {
  it('the same seal gives the same data, and a caller changing its copy changes nothing for the next', async () => {
    const seal = await sealData({ sid: 's-1', accessToken: 'access-0123456789abcdef' }, { password, ttl: 3600 });
    const first = await unsealSession(seal, { password, ttl: 3600 });
    first.accessToken = 'changed';
    expect(await unsealSession(seal, { password, ttl: 3600 })).toEqual({
      sid: 's-1',
      accessToken: 'access-0123456789abcdef',
    });
  });

  it('an altered seal is unsealed for real and refused (empty session)', async () => {
    const seal = await sealData({ sid: 's-2', accessToken: 'access-0123456789abcdef' }, { password, ttl: 3600 });
    await unsealSession(seal, { password, ttl: 3600 });
    const parts = seal.split('*');
    parts[4] = parts[4].slice(0, -2) + (parts[4].endsWith('AA') ? 'BB' : 'AA');
    expect(await unsealSession(parts.join('*'), { password, ttl: 3600 })).toEqual({});
    // Remembered under one key, never handed out under another.
    expect(await unsealSession(seal, { password: 'q'.repeat(40), ttl: 3600 })).toEqual({});
  });
});
