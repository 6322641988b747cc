import { BreakerRegistry, CircuitBreaker, routeFamily } from '@/lib/http/circuit-breaker';

describe('CircuitBreaker: a hung or down upstream fails fast after N consecutive outages', () => {
  let now = 0;
  const breaker = () => new CircuitBreaker({ failureThreshold: 3, openMs: 10_000, now: () => now });
  beforeEach(() => {
    now = 1_000;
  });

  test('stays closed below the threshold, and a success resets the count', () => {
    const b = breaker();
    b.failed();
    b.failed();
    b.succeeded();
    b.failed();
    b.failed();
    expect(b.state()).toBe('closed');
    expect(b.allow()).toBe(true);
  });

  test('opens after the threshold of consecutive failures: calls are refused until openMs passed', () => {
    const b = breaker();
    for (let i = 0; i < 3; i += 1) b.failed();
    expect(b.state()).toBe('open');
    expect(b.allow()).toBe(false);
    now += 9_999;
    expect(b.allow()).toBe(false);
  });

  test('half-open lets exactly one probe through; its success closes the circuit', () => {
    const b = breaker();
    for (let i = 0; i < 3; i += 1) b.failed();
    now += 10_000;
    expect(b.state()).toBe('half-open');
    expect(b.allow()).toBe(true);
    expect(b.allow()).toBe(false);
    b.succeeded();
    expect(b.state()).toBe('closed');
    expect(b.allow()).toBe(true);
  });

  test('a failed probe re-opens the circuit for another openMs', () => {
    const b = breaker();
    for (let i = 0; i < 3; i += 1) b.failed();
    now += 10_000;
    expect(b.allow()).toBe(true);
    b.failed();
    expect(b.state()).toBe('open');
    expect(b.allow()).toBe(false);
    now += 10_000;
    expect(b.allow()).toBe(true);
  });

  test('families are separate: /market failing does not open /live', () => {
    const registry = new BreakerRegistry({ failureThreshold: 1, openMs: 10_000, now: () => now });
    const base = 'http://up.example:3001';
    registry.get(routeFamily(base, '/market/lhb/daily')).failed();
    expect(registry.get(routeFamily(base, '/market/ipo/issues')).allow()).toBe(false);
    expect(registry.get(routeFamily(base, '/live/rooms')).allow()).toBe(true);
  });

  test('routeFamily keys on the base and the first path segment', () => {
    expect(routeFamily('http://a:1/', '/market/lhb/daily?date=1')).toBe('http://a:1/market');
    expect(routeFamily('http://a:1/api', 'live/rooms/1')).toBe('http://a:1/api/live');
  });
});
