import { SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import {
  RECENTS_LIMIT,
  SAVED_NUMBERS_LIMIT,
  type RecentsDto,
  type SavedListDto,
  type SavedNumberCreate,
  type SavedNumberDto,
  type LastUpiDto,
} from '@paywise/domain/contracts/me';
import { maskVpa } from '@paywise/domain/payments';
import { paiseToRupees } from '@paywise/domain/money';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { recentIdentifiers } from '../orders';
import {
  clearLastUpiId,
  findLastUpiId,
  deleteSavedNumber,
  insertSavedNumber,
  listSavedNumbers,
  setSavedReminders,
  type SavedNumberRow,
} from './repo';

const toSavedDto = (row: SavedNumberRow): SavedNumberDto => ({
  id: row.id,
  service: row.service,
  identifier: row.identifier,
  operator: row.operator,
  circle: row.circle,
  nickname: row.nickname,
  reminders: row.reminders,
  createdAt: row.createdAt.toISOString(),
});

/** Every number and biller the customer saved, newest first (their data export). */
export async function savedNumbersOfCustomer(db: Database, customerId: number): Promise<SavedNumberDto[]> {
  return (await listSavedNumbers(db, customerId)).map(toSavedDto);
}

/** The customer's recent identifiers of a service, newest first, with the nickname of those they saved. */
export async function listRecents(
  db: Database,
  customerId: number,
  service: ServiceSlug,
): Promise<RecentsDto> {
  const [rows, saved] = await Promise.all([
    recentIdentifiers(db, { customerId, def: SERVICES[service], limit: RECENTS_LIMIT }),
    listSavedNumbers(db, customerId, service),
  ]);
  const nicknames = new Map(saved.map((entry) => [entry.identifier, entry.nickname]));
  return {
    recents: rows.map((row) => {
      const nickname = nicknames.get(row.identifier);
      return {
        identifier: row.identifier,
        operator: row.operator,
        circle: row.circle,
        lastAmount: paiseToRupees(row.amountPaise),
        lastPaidAmount: paiseToRupees(row.paidPaise),
        lastPaidAt: row.createdAt.toISOString(),
        ...(nickname ? { nickname } : {}),
      };
    }),
  };
}

export async function listSaved(
  db: Database,
  customerId: number,
  service?: ServiceSlug,
): Promise<SavedListDto> {
  const rows = await listSavedNumbers(db, customerId, service);
  return { saved: rows.map(toSavedDto) };
}

export async function saveNumber(
  db: Database,
  customerId: number,
  entry: SavedNumberCreate,
): Promise<SavedNumberDto> {
  const result = await insertSavedNumber(db, { customerId, entry, limit: SAVED_NUMBERS_LIMIT });
  if (result.ok) return toSavedDto(result.row);
  if (result.reason === 'limit') {
    throw conflict(
      'SAVED_NUMBER_EXISTS',
      `You can save at most ${SAVED_NUMBERS_LIMIT} numbers and billers. Delete one you no longer use to save another.`,
    );
  }
  const name = result.existing.nickname ? ` as '${result.existing.nickname}'` : '';
  throw conflict(
    'SAVED_NUMBER_EXISTS',
    `This ${SERVICES[entry.service].identifier.label} is already saved${name}.`,
  );
}

export async function removeSavedNumber(db: Database, customerId: number, id: number): Promise<void> {
  if (!(await deleteSavedNumber(db, customerId, id))) throw notFound('NOT_FOUND', 'Saved number not found.');
}

/** Bill reminders on or off for a saved biller of the customer (another customer's is 404). */
export async function updateSavedReminders(
  db: Database,
  { customerId, id, reminders }: { customerId: number; id: number; reminders: boolean },
): Promise<SavedNumberDto> {
  const row = await setSavedReminders(db, { customerId, id, reminders });
  if (!row) throw notFound('NOT_FOUND', 'Saved number not found.');
  return toSavedDto(row);
}

/** The customer's last UPI ID, in full (for their own payment sheet) and masked. */
export async function lastUpi(db: Database, customerId: number): Promise<LastUpiDto> {
  const vpa = await findLastUpiId(db, customerId);
  return { vpa, masked: vpa === null ? null : maskVpa(vpa) };
}

/** Forgets the customer's last UPI ID: the payment sheet no longer offers it. */
export const forgetLastUpi = (db: Database, customerId: number) => clearLastUpiId(db, customerId);
