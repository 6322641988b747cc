/**
 * When the development bridge simulator may load (server side): never in a production server unless
 * it was started with H5_BRIDGE_SIMULATOR=1 (the e2e server), and then only for requests that carry
 * the h5_bridge_sim=1 cookie — so a real user of a production build can never get a fake bridge.
 */
export const BRIDGE_SIMULATOR_COOKIE = 'h5_bridge_sim';

export function isBridgeSimulatorAllowed(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.H5_BRIDGE_SIMULATOR === '1';
}

export function wantsBridgeSimulator(
  cookieHeader: string | null,
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (!isBridgeSimulatorAllowed(env) || !cookieHeader) return false;
  return cookieHeader.split(';').some((part) => part.trim() === `${BRIDGE_SIMULATOR_COOKIE}=1`);
}
