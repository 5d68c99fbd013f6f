import { expect, type Locator, type Page } from '@playwright/test';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';

/** Lists longer than this are a searchable combobox on the page (apps/web bill-rules COMBOBOX_THRESHOLD). */
const COMBOBOX_THRESHOLD = 12;

/** Whether the page's operator list is searched (combobox) rather than a native select. */
export const searchesBillers = (def: ServiceDefinition): boolean =>
  OPERATORS[def.operatorList].length > COMBOBOX_THRESHOLD;

/** The biller combobox's input (not the native select that stands in while it loads). */
export const billerCombobox = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole('combobox', { name: label, exact: true }).and(scope.locator('input'));

/**
 * Chooses a biller in a searchable list: types `search` (the name itself unless given, e.g. 'bescom') and picks
 * the option named `name`.
 */
export async function chooseBiller(
  scope: Page | Locator,
  label: string,
  name: string,
  search: string = name,
): Promise<void> {
  const input = billerCombobox(scope, label);
  await input.click();
  await input.fill(search);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name, exact: true }).click();
  await expect(input).toHaveValue(name);
}

/** Chooses an operator on any service page: the combobox on long lists, the native select on short ones. */
export async function chooseOperator(scope: Page | Locator, def: ServiceDefinition, name: string) {
  if (searchesBillers(def)) return chooseBiller(scope, def.operatorLabel, name);
  await scope.getByLabel(def.operatorLabel, { exact: true }).selectOption(name);
}
