import type { BillerSearchDto, RegistryBillerDto } from '@paywise/domain/contracts/bills';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBillerRegistry } from '../api/get-billers';

export interface RegistryView {
  /** The category's billers in the registry (GET /api/billers), once it answered. */
  registry: BillerSearchDto | null;
  /** The registry's biller named as the form's operator, when there is one. */
  chosen: RegistryBillerDto | null;
}

export interface BillerRegistryProps {
  /** The registry's category of the page (the service's tile label: 'Electricity', 'Water'...). */
  category: string;
  /** The biller chosen on the form ('' for none). */
  operator: string;
  onChange(view: RegistryView): void;
}

/**
 * Reads the registry's billers of a bill page's category and tells the page which of them is chosen; renders
 * nothing. Loaded with the bill pages only, so the pages without bills (the first page) carry none of it.
 */
export default function BillerRegistry({ category, operator, onChange }: BillerRegistryProps) {
  const queryClient = useQueryClient();
  const { data } = useBillerRegistry(category);
  const chosen = findChosenBiller(queryClient, category, data, operator);
  useEffect(() => onChange({ registry: data ?? null, chosen }), [data, chosen, onChange]);
  return null;
}

/**
 * The registry's biller named `name` in the category: from the category's list, or from a search answer (a list
 * too long to load whole); null when none (the catalogue's list is shown, or nothing is chosen).
 */
function findChosenBiller(
  queryClient: ReturnType<typeof useQueryClient>,
  category: string,
  list: BillerSearchDto | undefined,
  name: string,
): RegistryBillerDto | null {
  if (name === '') return null;
  const listed = list?.billers.find((biller) => biller.name === name);
  if (listed) return listed;
  for (const [, answer] of queryClient.getQueriesData<BillerSearchDto>({ queryKey: ['billers', category] })) {
    const found = answer?.billers.find((biller) => biller.name === name);
    if (found) return found;
  }
  return null;
}
