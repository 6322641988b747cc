import { DRAW_ALGORITHM, drawWinners, seedHash, verifyDraw } from '@/lib/draw/algorithm';

const prizes = [
  { name: '一等奖', count: 1 },
  { name: '二等奖', count: 2 },
];

describe('verifiable draw', () => {
  it('publishes sha256 of the seed (known vector)', () => {
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(DRAW_ALGORITHM).toBe('sha256-pick-v1');
  });

  it('is a function of the seed and the participant set, not of the order they joined in', () => {
    const a = drawWinners('seed-1', [5, 3, 9, 1, 7], prizes);
    expect(drawWinners('seed-1', [1, 3, 5, 7, 9], prizes)).toEqual(a);
    expect(drawWinners('seed-1', [9, 9, 7, 5, 3, 1], prizes)).toEqual(a);
    expect(a.map((winner) => winner.prizeIndex)).toEqual([0, 1, 1]);
    expect(new Set(a.map((winner) => winner.userId)).size).toBe(3);
  });

  it('follows the published steps: pick k takes sorted[(first 12 hex of sha256(seed:k)) mod remaining]', () => {
    const { createHash } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const pool = [10, 20, 30, 40];
    const first = Number.parseInt(createHash('sha256').update('s:0').digest('hex').slice(0, 12), 16) % 4;
    expect(drawWinners('s', [40, 10, 30, 20], [{ name: 'x', count: 1 }])).toEqual([
      { userId: pool[first], prizeIndex: 0 },
    ]);
  });

  it('gives every participant a prize when prizes outnumber them, and nothing to nobody', () => {
    expect(
      drawWinners('s', [2, 1], [{ name: 'x', count: 5 }])
        .map((winner) => winner.userId)
        .sort(),
    ).toEqual([1, 2]);
    expect(drawWinners('s', [], prizes)).toEqual([]);
  });

  it('different seeds spread the wins (no participant always wins)', () => {
    const ids = Array.from({ length: 10 }, (_, index) => index + 1);
    const firstWinners = new Set(
      Array.from({ length: 200 }, (_, seed) => drawWinners(`seed-${seed}`, ids, [{ name: 'x', count: 1 }])[0].userId),
    );
    expect(firstWinners.size).toBe(10);
  });

  it('verification recomputes the winners and catches a changed seed, hash or winner list', () => {
    const seed = 'revealed-seed';
    const participants = [4, 8, 15, 16, 23, 42];
    const winners = drawWinners(seed, participants, prizes);
    const record = { seed, seedHash: seedHash(seed), participants, prizes, winners };
    expect(verifyDraw(record)).toEqual({ hashMatches: true, winnersMatch: true, recomputed: winners });
    expect(verifyDraw({ ...record, seedHash: seedHash('other') })?.hashMatches).toBe(false);
    const swapped = [...winners].reverse();
    expect(verifyDraw({ ...record, winners: swapped })?.winnersMatch).toBe(false);
    expect(verifyDraw({ ...record, seed: null })).toBeNull();
  });
});
