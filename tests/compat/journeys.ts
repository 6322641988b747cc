import type { Engine } from './engines';

export interface Journey {
  name: string;
  run(engine: Engine, baseUrl: string): Promise<void>;
}

export const JOURNEYS: Journey[] = [];
