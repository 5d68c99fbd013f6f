import { eq } from 'drizzle-orm';
import type { Company } from '@paywise/domain/contracts/company';
import type { Database } from '../../db/client';
import { company } from '../../db/schema';

/** What a new installation shows until an admin saves the real details. */
export const DEFAULT_COMPANY = {
  id: 1,
  name: 'PayWise',
  email: 'support@paywise.in',
  phone: '8047112233',
  address: '3rd Floor, Sunrise Towers, 80 Feet Road, Koramangala, Bengaluru, Karnataka',
  pincode: '560034',
  grievanceOfficerName: 'Grievance Officer, PayWise',
  grievanceOfficerEmail: 'grievance@paywise.in',
  grievanceOfficerPhone: '8047112244',
};

/** What the API shows of the company: the details and whether (and since when) a logo exists. */
const COMPANY_COLUMNS = {
  name: company.name,
  email: company.email,
  phone: company.phone,
  address: company.address,
  pincode: company.pincode,
  grievanceOfficerName: company.grievanceOfficerName,
  grievanceOfficerEmail: company.grievanceOfficerEmail,
  grievanceOfficerPhone: company.grievanceOfficerPhone,
  hasLogo: company.logoMime,
  updatedAt: company.updatedAt,
};

export async function ensureCompany(db: Database): Promise<void> {
  await db.insert(company).values(DEFAULT_COMPANY).onConflictDoNothing();
}

export async function findCompany(db: Database) {
  const [row] = await db.select(COMPANY_COLUMNS).from(company).where(eq(company.id, 1));
  return row;
}

export function toCompanyDto(
  row: NonNullable<Awaited<ReturnType<typeof findCompany>>>,
): Omit<Company, 'appStoreUrl' | 'playStoreUrl'> {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    pincode: row.pincode,
    grievanceOfficer: {
      name: row.grievanceOfficerName,
      email: row.grievanceOfficerEmail,
      phone: row.grievanceOfficerPhone,
    },
    logoUrl: row.hasLogo ? `/api/companies/logo?v=${row.updatedAt.getTime()}` : null,
  };
}

export async function findCompanyLogo(db: Database) {
  const [row] = await db
    .select({ logo: company.logo, mime: company.logoMime, updatedAt: company.updatedAt })
    .from(company)
    .where(eq(company.id, 1));
  return row?.logo && row.mime ? { logo: row.logo, mime: row.mime, updatedAt: row.updatedAt } : undefined;
}

export interface CompanyUpdate {
  name: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  /** Undefined keeps the saved value. */
  grievanceOfficerName?: string;
  grievanceOfficerEmail?: string;
  grievanceOfficerPhone?: string;
  /** A new logo replaces the old one; undefined keeps it. */
  logo?: { bytes: Buffer; mime: string };
}

/** Saves the company details (the single row), returning what GET /companies now answers. */
export async function saveCompany(db: Database, update: CompanyUpdate) {
  const { logo, ...fields } = update;
  // A field the form did not send keeps its value.
  const details = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(company)
    .set({
      ...details,
      ...(logo ? { logo: logo.bytes, logoMime: logo.mime } : {}),
      updatedAt: new Date(),
    })
    .where(eq(company.id, 1))
    .returning(COMPANY_COLUMNS);
  return row;
}
