import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests only; contract, security and e2e tests run under Playwright against real servers. */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/server-only-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
};

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  // iron-session, sanitize-html's htmlparser2 and their ESM-only dependencies must be transformed (STACK-NOTES).
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!(iron-session|iron-webcrypto|cookie|uint8array-extras|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
};

export default jestConfig;
