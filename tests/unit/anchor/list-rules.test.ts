import { levelsAllowedFor, restrictedPrograms } from '@/lib/anchor/rules';

describe('levelsAllowedFor (SPEC §6: 投资建议 needs a licensed adviser)', () => {
  test('a licensed adviser may choose every level, in order', () => {
    expect(levelsAllowedFor({ type: 'adviser', licenceNo: 'S0260620110001' })).toEqual([
      'education',
      'review',
      'advice',
    ]);
  });

  test('an adviser without a licence number, or any 达人, may not give advice', () => {
    expect(levelsAllowedFor({ type: 'adviser', licenceNo: null })).toEqual(['education', 'review']);
    expect(levelsAllowedFor({ type: 'influencer', licenceNo: null })).toEqual(['education', 'review']);
    expect(levelsAllowedFor({ type: 'influencer', licenceNo: 'S0260620110001' })).toEqual(['education', 'review']);
  });
});

test('restrictedPrograms: the list-only programmes, in order; none restricted or none at all: empty', () => {
  const programs = [
    { id: 1, restricted: true },
    { id: 2, restricted: false },
    { id: 3, restricted: true },
  ];
  expect(restrictedPrograms(programs).map((p) => p.id)).toEqual([1, 3]);
  expect(restrictedPrograms([{ id: 2, restricted: false }])).toEqual([]);
  expect(restrictedPrograms([])).toEqual([]);
});
