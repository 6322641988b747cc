import { clientIp, parseTrustProxy } from '@/lib/security/client-ip';
import { PEER_ADDRESS_HEADER, REQUEST_GUARD_SINGLETON } from '@/runtime/constants.mjs';
import { dropProcessSingleton, processSingleton } from '@/runtime/process-singleton.mjs';

const headers = (values: Record<string, string>) => new Headers(values);

describe('client ip for per-IP limits and the consent audit', () => {
  beforeEach(() => {
    processSingleton(REQUEST_GUARD_SINGLETON, () => PEER_ADDRESS_HEADER);
  });
  afterAll(() => {
    dropProcessSingleton(REQUEST_GUARD_SINGLETON);
  });

  it('without TRUST_PROXY: the connection address, whatever X-Forwarded-For claims', () => {
    for (const forged of ['6.6.6.6', '6.6.6.6, 7.7.7.7', 'garbage', '']) {
      expect(clientIp(headers({ 'x-h5-peer-address': '::ffff:198.51.100.4', 'x-forwarded-for': forged }), {})).toBe(
        '198.51.100.4',
      );
    }
  });

  it('with TRUST_PROXY=1: the right-most hop before our load balancer', () => {
    const env = { TRUST_PROXY: '1' };
    expect(clientIp(headers({ 'x-h5-peer-address': '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), env)).toBe(
      '203.0.113.9',
    );
    // A client that bypassed the balancer and wrote no header is its own connection.
    expect(clientIp(headers({ 'x-h5-peer-address': '203.0.113.7' }), env)).toBe('203.0.113.7');
  });

  it('with TRUST_PROXY=2: two of our hops are skipped, never more', () => {
    const env = { TRUST_PROXY: '2' };
    expect(
      clientIp(headers({ 'x-h5-peer-address': '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.1' }), env),
    ).toBe('203.0.113.9');
  });

  it('with TRUST_PROXY as addresses: the right-most hop that is not one of them', () => {
    const env = { TRUST_PROXY: '10.0.0.0/8,192.0.2.1' };
    expect(
      clientIp(
        headers({ 'x-h5-peer-address': '10.1.2.3', 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 192.0.2.1, 10.9.9.9' }),
        env,
      ),
    ).toBe('203.0.113.9');
    // The connection itself is not ours: the header is the client's writing and counts for nothing.
    expect(clientIp(headers({ 'x-h5-peer-address': '198.51.100.4', 'x-forwarded-for': '6.6.6.6' }), env)).toBe(
      '198.51.100.4',
    );
  });

  it('no stamped peer (not started by scripts/start.mjs) and no trusted proxy: one shared bucket', () => {
    dropProcessSingleton(REQUEST_GUARD_SINGLETON);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(clientIp(headers({ 'x-forwarded-for': '6.6.6.6', 'x-h5-peer-address': '6.6.6.6' }), {})).toBe('unknown');
    // Behind our balancer without the stamp, the balancer's own entry is the last one.
    expect(clientIp(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), { TRUST_PROXY: '1' })).toBe('203.0.113.9');
  });

  it('parses TRUST_PROXY', () => {
    expect([
      parseTrustProxy(undefined),
      parseTrustProxy('0'),
      parseTrustProxy('1'),
      parseTrustProxy('10.0.0.1, 10.0.0.2'),
    ]).toEqual([null, null, { hops: 1 }, { proxies: ['10.0.0.1', '10.0.0.2'] }]);
  });
});
