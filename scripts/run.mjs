// Runs shell commands one after another, stopping at the first failure.
import { spawnSync } from 'node:child_process';

export function run(steps) {
  for (const [label, command] of steps) {
    console.log(`\n▶ ${label}: ${command}`);
    const started = Date.now();
    const result = spawnSync(command, { stdio: 'inherit', shell: true });
    if (result.status !== 0) {
      console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}).`);
      process.exit(result.status ?? 1);
    }
    console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
