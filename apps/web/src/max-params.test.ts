// max-params of eslint.config.js (issue 41): a function takes at most 3 positional parameters. Each fixture of
// eslint-fixtures/ is linted as if it lay at the same path from the repository's root, as in
// import-boundaries.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = path.join(repoRoot, 'eslint-fixtures');
const eslint = new ESLint({ cwd: repoRoot });

async function lintFixture(fixture: string) {
  const code = fs.readFileSync(path.join(fixtures, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, fixture) });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

// The first lint loads ESLint, its plugins and the TypeScript resolver: seconds on a busy machine. A limit, not a
// measurement.
describe('at most 3 parameters (eslint max-params, issue 41)', { timeout: 60_000 }, () => {
  it('fails the lint on a function of 4 positional parameters', async () => {
    const messages = await lintFixture('apps/server/src/lib/too-many-params.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0].ruleId).toBe('max-params');
    expect(messages[0].message).toContain('Maximum allowed is 3');
  });

  it('allows the same function with its last three as one options object', async () => {
    expect(await lintFixture('apps/server/src/lib/allowed-options-object.ts')).toEqual([]);
  });
});
