// Shared lib/ importing a feature: lib/ is used by every feature and imports none.
import { useMyBills } from '../features/my-bills/api/my-bills';

export const fixture = useMyBills;
