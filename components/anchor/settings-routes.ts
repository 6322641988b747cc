import type { SettingsKind } from '@/lib/anchor/settings-fields';
import type { StaticRoutePath } from '@/lib/routes/hrefs';

/** The manifest route of each settings form (lib/routes/families/live.ts). */
export function settingsRoute(kind: SettingsKind): StaticRoutePath {
  return `/anchor-settings/${kind}/v2` as StaticRoutePath;
}
