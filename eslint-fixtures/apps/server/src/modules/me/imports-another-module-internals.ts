// A module importing another module's repo instead of its public entry (modules/orders/index.ts).
import { findRecentIdentifiers } from '../orders/repo';

export const fixture = findRecentIdentifiers;
