import type { UpstreamModule } from './core/types';
import { authModule } from './modules/auth';
import { systemModule } from './modules/system';

/** Every domain of the local upstream. Each domain issue adds its module here. */
export const MODULES: UpstreamModule[] = [systemModule, authModule];
