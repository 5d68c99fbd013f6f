// A module importing its own files and another module through its public entry: allowed.
import { recentIdentifiers } from '../orders';
import { meRoutes } from './routes';

export const fixture = [recentIdentifiers, meRoutes];
