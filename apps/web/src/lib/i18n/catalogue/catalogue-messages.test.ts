// The domain catalogue's customer-facing texts, as lib/i18n/catalogue/messages.ts lists them for extraction
// (`npm run i18n:extract -w apps/web`). Fails when the catalogue changed and the list did not: write it again with
// `npm run i18n:catalogue -w apps/web` (this test with UPDATE_CATALOGUE_MESSAGES=1), then extract and translate.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { identifierLabelFor } from '@paywise/domain/catalogue/services';
import { DTH_OPERATORS } from '@paywise/domain/catalogue/operators-light';
import { planFactRows } from '@paywise/domain/catalogue/plan-facts';
import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { ORDER_TYPES, PLAN_CATEGORIES } from '@paywise/domain/catalogue/types';
import { SANDBOX_RIBBON_TEXT } from '@paywise/domain/payments';
import * as prettier from 'prettier';
import { expect, it } from 'vitest';
import type { ServiceTextKey } from '../catalogue';

const SERVICE_KEYS: ServiceTextKey[] = [
  'tileLabel',
  'pageTitle',
  'formTitle',
  'operatorLabel',
  'operatorPlaceholder',
  'identifier.label',
  'identifier.placeholder',
  'identifier.summaryLabel',
  'amount.label',
  'amount.placeholder',
  'messages.proceed',
  'messages.paymentFailed',
  'messages.browsePlans',
  'banner.title',
  'banner.text',
];

function catalogueTexts(): string[] {
  const texts = new Set<string>();
  const add = (text: unknown) => {
    if (typeof text === 'string' && text.trim() !== '') texts.add(text);
  };
  for (const def of SERVICE_LIST) {
    for (const key of SERVICE_KEYS) {
      add(key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown>)?.[part], def));
    }
    for (const check of def.checks) add(check.message);
  }
  // An order's identifier label by its type; an unknown type's ('Account Number').
  for (const type of [...ORDER_TYPES, 'CYLINDER', 'DATACARD', 'POSTPAID', 'UNKNOWN'])
    add(identifierLabelFor(type));
  for (const operator of DTH_OPERATORS) add(operator.identifierLabel);
  for (const category of PLAN_CATEGORIES) add(category);
  for (const [label] of planFactRows({ validity: 'x', data: 'x', calls: 'x', sms: 'x' })) add(label);
  add(SANDBOX_RIBBON_TEXT);
  return [...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The file as prettier writes it (the repository's formatting), so a format run leaves it as it is. */
async function source(file: string): Promise<string> {
  const text = [
    '// Written by catalogue-messages.test.ts from packages/domain/src/catalogue: do not edit by hand.',
    '// The catalogue texts the web translates (lib/i18n/catalogue.ts), for `lingui extract` to read. Never imported.',
    'export const CATALOGUE_MESSAGES = [',
    ...catalogueTexts().map((text) => `  /*i18n*/ ${JSON.stringify(text)},`),
    '];',
    '',
  ].join('\n');
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

it('lists every customer-facing text of the domain catalogue', async () => {
  const file = fileURLToPath(new URL('./messages.ts', import.meta.url));
  const expected = await source(file);
  // eslint-disable-next-line no-restricted-syntax -- the test's own switch to write the list, not app configuration
  if (process.env.UPDATE_CATALOGUE_MESSAGES) fs.writeFileSync(file, expected);
  expect(fs.readFileSync(file, 'utf8')).toBe(expected);
});
