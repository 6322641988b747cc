import { checkCertification, isCertified } from '@/lib/compliance/certification';

/** SPEC §4, clause by clause, written independently of the implementation's order of checks. */
function specSaysCertified(documents: number, portrait: number, optionValue: number, authStatus: number): boolean {
  return (
    documents !== 0 &&
    portrait !== 0 &&
    !(documents === 2 && (portrait === 0 || portrait === 1)) &&
    documents === 1 &&
    portrait === 1 &&
    optionValue === 1 &&
    authStatus === 1
  );
}

const FLAGS = [0, 1, 2];
const combos = FLAGS.flatMap((documents) =>
  FLAGS.flatMap((portrait) =>
    FLAGS.flatMap((optionValue) => FLAGS.map((authStatus) => [documents, portrait, optionValue, authStatus] as const)),
  ),
);

describe('certification rule (SPEC §4)', () => {
  it('covers all 81 combinations', () => expect(combos).toHaveLength(81));

  it.each(combos)(
    'documents %i, portrait %i, option_value %i, auth %i',
    (documents, portrait, optionValue, authStatus) => {
      expect(isCertified({ documents, portrait, optionValue, authStatus })).toBe(
        specSaysCertified(documents, portrait, optionValue, authStatus),
      );
    },
  );

  it('passes exactly one combination', () => {
    const passing = combos.filter(([documents, portrait, optionValue, authStatus]) =>
      isCertified({ documents, portrait, optionValue, authStatus }),
    );
    expect(passing).toEqual([[1, 1, 1, 1]]);
  });

  it.each([
    [{ documents: 0, portrait: 1, optionValue: 1, authStatus: 1 }, 'documents-missing'],
    [{ documents: 1, portrait: 0, optionValue: 1, authStatus: 1 }, 'portrait-missing'],
    [{ documents: 2, portrait: 1, optionValue: 1, authStatus: 1 }, 'documents-portrait-mismatch'],
    [{ documents: 1, portrait: 2, optionValue: 1, authStatus: 1 }, 'identity-not-verified'],
    [{ documents: 2, portrait: 2, optionValue: 1, authStatus: 1 }, 'identity-not-verified'],
    [{ documents: 1, portrait: 1, optionValue: 0, authStatus: 1 }, 'evaluation-missing'],
    [{ documents: 1, portrait: 1, optionValue: 2, authStatus: 1 }, 'evaluation-missing'],
    [{ documents: 1, portrait: 1, optionValue: 1, authStatus: 0 }, 'auth-missing'],
  ] as const)('names the first missing step %#', (facts, reason) => {
    const result = checkCertification(facts);
    expect(result.certified).toBe(false);
    if (!result.certified) {
      expect(result.reason).toBe(reason);
      expect(result.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
