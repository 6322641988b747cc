import path from 'node:path';

/** Where the compliance and legal journeys leave their 375×812 screenshots (SCREENSHOT_DIR overrides). */
export function shot(name: string): string {
  return path.join(process.env.SCREENSHOT_DIR ?? 'test-results/screens', name);
}
