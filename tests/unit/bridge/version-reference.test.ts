import fc from 'fast-check';
import semver from 'semver';
import { compareVersions, isAtLeast } from '@/lib/bridge/version';

/**
 * The SPEC §5 version gates, the 2.0.60 cash-exchange redirect and the Chrome 42.0.2311.0 check all
 * rest on compareVersions. It is checked here against semver (an outside reference) on generated
 * versions: semver orders MAJOR.MINOR.PATCH, so 3-segment versions compare directly; 4-segment
 * Chrome versions are compared as two semver triples (the first three segments, then the fourth).
 */
const segment = fc.oneof(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 3000 }));
const triple = fc.tuple(segment, segment, segment).map((parts) => parts.join('.'));
const quad = fc.tuple(segment, segment, segment, segment);

describe('compareVersions against semver', () => {
  it('orders three-segment app versions as semver does', () => {
    fc.assert(
      fc.property(triple, triple, (a, b) => {
        expect(compareVersions(a, b)).toBe(semver.compare(a, b));
      }),
      { numRuns: 3000 },
    );
  });

  it('orders four-segment Chrome versions as semver does on (major.minor.build, patch)', () => {
    fc.assert(
      fc.property(quad, quad, (a, b) => {
        const byHead = semver.compare(a.slice(0, 3).join('.'), b.slice(0, 3).join('.'));
        const reference = byHead !== 0 ? byHead : Math.sign(a[3] - b[3]);
        expect(compareVersions(a.join('.'), b.join('.'))).toBe(reference);
      }),
      { numRuns: 3000 },
    );
  });

  it('a gate holds exactly when semver says the version is at least the minimum', () => {
    fc.assert(
      fc.property(
        triple,
        fc.constantFrom(
          '2.0.20',
          '2.0.34',
          '2.0.36',
          '2.0.37',
          '2.0.38',
          '2.0.53',
          '2.0.54',
          '2.0.55',
          '2.0.57',
          '2.0.59',
          '2.0.60',
        ),
        (version, minimum) => {
          expect(isAtLeast(version, minimum)).toBe(semver.gte(version, minimum));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('missing trailing segments count as zero, as semver.coerce reads them', () => {
    for (const [short, full] of [
      ['2', '2.0.0'],
      ['2.1', '2.1.0'],
      ['10', '10.0.0'],
    ] as const) {
      expect(compareVersions(short, full)).toBe(0);
      expect(semver.coerce(short)?.version).toBe(full);
    }
  });
});
