import { wantsBridgeSimulator } from '@/lib/bridge/simulator-switch';

describe('bridge simulator switch', () => {
  test('never in production without H5_BRIDGE_SIMULATOR=1, even with the cookie', () => {
    expect(wantsBridgeSimulator('h5_bridge_sim=1', { NODE_ENV: 'production' })).toBe(false);
  });
  test('in a production build started for tests, only with the cookie', () => {
    const env = { NODE_ENV: 'production', H5_BRIDGE_SIMULATOR: '1' };
    expect(wantsBridgeSimulator('a=b; h5_bridge_sim=1', env)).toBe(true);
    expect(wantsBridgeSimulator('a=b', env)).toBe(false);
    expect(wantsBridgeSimulator('h5_bridge_sim=10', env)).toBe(false);
    expect(wantsBridgeSimulator(null, env)).toBe(false);
  });
  test('in development with the cookie', () => {
    expect(wantsBridgeSimulator('h5_bridge_sim=1', { NODE_ENV: 'development' })).toBe(true);
  });
});
