// A feature importing its own files, the shared folders and the domain package: all allowed.
import { formatInr } from '@paywise/domain/money';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { recentsQueryOptions } from '../../lib/recents';
import { fetchAndPayHref } from './fetch-and-pay';

export const fixture = [formatInr, Button, paths, recentsQueryOptions, fetchAndPayHref];
