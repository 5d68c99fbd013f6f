// The domain package importing from an app.
import { paths } from '../../../apps/web/src/config/paths';

export const fixture = paths;
