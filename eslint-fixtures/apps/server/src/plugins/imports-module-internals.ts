// A plugin importing a module's internal file instead of its public entry (modules/accounts/index.ts).
import { hashPassword } from '../modules/accounts/password';

export const fixture = hashPassword;
