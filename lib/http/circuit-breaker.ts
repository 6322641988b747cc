/**
 * A circuit breaker per upstream route family: after `failureThreshold`
 * consecutive outages (refused, reset, gateway page, timeout) the family is open and calls fail at
 * once, so pages serve their stale copy instead of waiting out the deadline; after `openMs` one probe
 * goes through (half-open) and its outcome closes or re-opens the circuit.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  failureThreshold: number;
  openMs: number;
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt < this.options.openMs ? 'open' : 'half-open';
  }

  /** Whether a call may go out now; in half-open, only the one probe does. Every allowed call reports back. */
  allow(): boolean {
    const state = this.state();
    if (state === 'closed') return true;
    if (state === 'open' || this.probing) return false;
    this.probing = true;
    return true;
  }

  /** The upstream answered (whatever it said). */
  succeeded() {
    this.failures = 0;
    this.openedAt = null;
    this.probing = false;
  }

  /** The upstream did not answer. */
  failed() {
    this.failures += 1;
    if (this.probing || this.failures >= this.options.failureThreshold) {
      this.openedAt = this.now();
      this.probing = false;
    }
  }
}

/** `/market/lhb/daily` on a base → `<origin><base path>/market`: one breaker per service area. */
export function routeFamily(base: string, path: string): string {
  const first = path.replace(/^\/+/, '').split(/[/?]/, 1)[0] ?? '';
  return `${base.replace(/\/+$/, '')}/${first}`;
}

export class BreakerRegistry {
  private readonly breakers = new Map<string, CircuitBreaker>();

  constructor(private readonly options: BreakerOptions) {}

  get(family: string): CircuitBreaker {
    let breaker = this.breakers.get(family);
    if (!breaker) {
      breaker = new CircuitBreaker(this.options);
      this.breakers.set(family, breaker);
    }
    return breaker;
  }

  reset() {
    this.breakers.clear();
  }
}
