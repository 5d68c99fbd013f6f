// app/ importing a feature: allowed (app/ composes the features).
import { AccountControls } from '../features/auth/components/account-controls';

export const fixture = AccountControls;
