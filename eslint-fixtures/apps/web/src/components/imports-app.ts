// A shared component importing app/.
import { AppRoutes } from '../app/router';

export const fixture = AppRoutes;
