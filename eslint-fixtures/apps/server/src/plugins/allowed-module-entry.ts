// A plugin importing a module through its public entry: allowed.
import { sessionUser } from '../modules/accounts';

export const fixture = sessionUser;
