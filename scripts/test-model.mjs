#!/usr/bin/env node
/**
 * The model-based money test (tests/unit/model) with more sequences than CI runs:
 *   npm run test:model -- --runs 500 [--commands 25] [--seed 42] [--path 356] [--shrink] [--progress /tmp/model.log]
 * --shrink lets fast-check shrink a failure to its shortest sequence (slower; CI stops at the first).
 */
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(option('runs') ?? 200);
const env = {
  ...process.env,
  MODEL_RUNS: String(runs),
  // As long as CI's sequences (25 commands) unless told otherwise: a longer run is more sequences, not shorter ones.
  MODEL_MAX_COMMANDS: option('commands') ?? process.env.MODEL_MAX_COMMANDS ?? '25',
  MODEL_TIMEOUT_MS: String(Math.max(240_000, runs * 20_000)),
  ...(option('seed') ? { MODEL_SEED: option('seed') } : {}),
  // fast-check's path of one run (e.g. 356 for the 357th sequence): with --runs 1 that sequence alone is replayed.
  ...(option('path') ? { MODEL_PATH: option('path') } : {}),
  ...(args.includes('--shrink') ? { MODEL_SHRINK: '1' } : {}),
  // --progress <file>: one line per sequence that held, while the run goes on.
  ...(option('progress') ? { MODEL_PROGRESS: option('progress') } : {}),
};
const child = spawn('npx', ['jest', 'tests/unit/model', '--runInBand'], { stdio: 'inherit', env });
child.on('exit', (code) => process.exit(code ?? 1));
