// A feature reaching into another feature: what both need belongs in components/ or lib/.
import { useMyNumbers } from '../services/api/get-my-numbers';

export const fixture = useMyNumbers;
