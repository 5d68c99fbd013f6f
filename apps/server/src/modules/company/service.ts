import type { Company } from '@paywise/domain/contracts/company';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  DEFAULT_COMPANY,
  findCompany,
  findCompanyLogo,
  saveCompany,
  toCompanyDto,
  type CompanyUpdate,
} from './repo';

/** Creates the company row with the default details on a new installation (startup). */
export { ensureCompany } from './repo';

/** The app's store pages (configuration), answered with the company details. */
export interface StoreLinks {
  appStore: string | null;
  playStore: string | null;
}

const withStoreLinks = (
  company: Omit<Company, 'appStoreUrl' | 'playStoreUrl'>,
  links: StoreLinks,
): Company => ({
  ...company,
  appStoreUrl: links.appStore,
  playStoreUrl: links.playStore,
});

/** The company details the header and footer show, with the store links the footer's badges need. */
export async function getCompany(db: Database, links: StoreLinks): Promise<Company> {
  const row = await findCompany(db);
  if (!row) throw notFound('NOT_FOUND', 'Company details are not set up.');
  return withStoreLinks(toCompanyDto(row), links);
}

/** The company's name and contacts as a receipt prints them: the saved details, or the defaults before any. */
export async function companyDetails(db: Database) {
  return (await findCompany(db)) ?? DEFAULT_COMPANY;
}

/** The uploaded logo with its type and when it was saved (its URL's version). */
export async function getCompanyLogo(db: Database) {
  const logo = await findCompanyLogo(db);
  if (!logo) throw notFound('NOT_FOUND', 'No logo has been uploaded.');
  return logo;
}

/** Saves the details (and the logo, when the form has one); the details as GET /companies will show them. */
export async function saveCompanyDetails(
  db: Database,
  update: CompanyUpdate,
  links: StoreLinks,
): Promise<Company> {
  return withStoreLinks(toCompanyDto(await saveCompany(db, update)), links);
}
