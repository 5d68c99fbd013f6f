// A feature importing app/: app/ composes features, never the reverse.
import { RequireAuth } from '../../app/guards';

export const fixture = RequireAuth;
