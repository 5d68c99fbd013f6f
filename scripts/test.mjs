// `npm test`: static checks, unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then the web build and the end-to-end tests in Chromium, and the pseudo-locale test (its own build).
import { run } from './run.mjs';

run([
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  // Every package a workspace imports is declared in its own package.json (knip.json says how).
  ['dependencies', 'npm run deps:check'],
  ['unit and API tests', 'npx vitest run'],
  ['build', 'npm run build'],
  ['end-to-end tests', 'npm run test:e2e'],
  // The pseudo-locale build and its walk of every customer page (docs/architecture.md, "Languages").
  ['pseudo-locale test', 'npm run test:pseudo'],
]);
