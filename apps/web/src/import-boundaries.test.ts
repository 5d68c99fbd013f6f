// The import boundaries of eslint.config.js (import-x/no-restricted-paths) fail the lint on a violation. Each
// file of eslint-fixtures/ is linted as if it lay at the same path from the repository's root. The test lives
// here because the unit project runs apps/web/src's tests; it covers the server and domain zones too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = path.join(repoRoot, 'eslint-fixtures');

// no-unresolved as well: an allowed import only proves something if it resolved.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
});

async function lintFixture(fixture: string) {
  const code = fs.readFileSync(path.join(fixtures, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, fixture) });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const violations: [string, string, string][] = [
  [
    'a feature importing another feature',
    'apps/web/src/features/my-bills/imports-another-feature.ts',
    'features/my-bills may not import another feature',
  ],
  ['a feature importing app/', 'apps/web/src/features/orders/imports-app.ts', 'Features never import app/'],
  [
    'lib/ importing a feature',
    'apps/web/src/lib/imports-a-feature.ts',
    'they import no feature and nothing of app/',
  ],
  [
    'components/ importing app/',
    'apps/web/src/components/imports-app.ts',
    'they import no feature and nothing of app/',
  ],
  [
    "a server plugin importing a module's internal file",
    'apps/server/src/plugins/imports-module-internals.ts',
    'only through its public entry',
  ],
  [
    "a server module importing another module's internal file",
    'apps/server/src/modules/me/imports-another-module-internals.ts',
    'modules/me uses another module only through its public entry',
  ],
  ['the domain importing an app', 'packages/domain/src/imports-an-app.ts', 'imports nothing from apps/'],
];

const allowed: [string, string][] = [
  [
    'a feature importing its own files, components/, config/, lib/ and the domain',
    'apps/web/src/features/my-bills/allowed-shared-imports.ts',
  ],
  ['app/ importing a feature', 'apps/web/src/app/allowed-feature-import.ts'],
  ["a server plugin importing a module's public entry", 'apps/server/src/plugins/allowed-module-entry.ts'],
  [
    "a server module importing its own files and another module's public entry",
    'apps/server/src/modules/me/allowed-module-entry.ts',
  ],
];

// The first lint loads ESLint, its plugins and the TypeScript resolver: seconds on a busy machine (it timed out at
// vitest's default 5 s in a CI run while the server tests ran beside it). A limit, not a measurement.
describe('import boundaries (eslint import-x/no-restricted-paths)', { timeout: 60_000 }, () => {
  it.each(violations)('fails the lint on %s', async (_name, fixture, hint) => {
    const messages = await lintFixture(fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0].ruleId).toBe('import-x/no-restricted-paths');
    expect(messages[0].message).toContain(hint);
  });

  it.each(allowed)('allows %s', async (_name, fixture) => {
    expect(await lintFixture(fixture)).toEqual([]);
  });
});
