import type { PlanFilters, PlanSort } from '@paywise/domain/catalogue/plan-search';
import type { MessageDescriptor } from '@lingui/core';

export type FilterGroup = 'ott' | 'price' | 'validity' | 'data';
export interface QuickFilter {
  id: string;
  group: FilterGroup;
  label: MessageDescriptor;
  filters: PlanFilters;
}

/** One-tap filters; one per group at a time (a second price range replaces the first). */
export const QUICK_FILTERS: QuickFilter[] = [
  {
    id: 'ott',
    group: 'ott',
    label: /*i18n*/ { id: 'services.plans.filter.ott', message: 'With OTT' },
    filters: { ott: true },
  },
  {
    id: 'under-300',
    group: 'price',
    label: /*i18n*/ { id: 'services.plans.filter.under300', message: 'Under ₹300' },
    filters: { maxPrice: 299 },
  },
  {
    id: '300-800',
    group: 'price',
    label: /*i18n*/ { id: 'services.plans.filter.300to800', message: '₹300–₹800' },
    filters: { minPrice: 300, maxPrice: 800 },
  },
  {
    id: 'over-800',
    group: 'price',
    label: /*i18n*/ { id: 'services.plans.filter.over800', message: 'Above ₹800' },
    filters: { minPrice: 801 },
  },
  {
    id: '28-days',
    group: 'validity',
    label: /*i18n*/ { id: 'services.plans.filter.28days', message: '28+ days' },
    filters: { minValidityDays: 28 },
  },
  {
    id: '84-days',
    group: 'validity',
    label: /*i18n*/ { id: 'services.plans.filter.84days', message: '84+ days' },
    filters: { minValidityDays: 84 },
  },
  // Yearly packs are sold as 336 or 365 days.
  {
    id: 'yearly',
    group: 'validity',
    label: /*i18n*/ { id: 'services.plans.filter.yearly', message: 'Yearly' },
    filters: { minValidityDays: 336 },
  },
  {
    id: '1.5gb',
    group: 'data',
    label: /*i18n*/ { id: 'services.plans.filter.1_5gb', message: '1.5 GB/day+' },
    filters: { minDataPerDayGb: 1.5 },
  },
  {
    id: '2gb',
    group: 'data',
    label: /*i18n*/ { id: 'services.plans.filter.2gb', message: '2 GB/day+' },
    filters: { minDataPerDayGb: 2 },
  },
  {
    id: '3gb',
    group: 'data',
    label: /*i18n*/ { id: 'services.plans.filter.3gb', message: '3 GB/day+' },
    filters: { minDataPerDayGb: 3 },
  },
];

export const SORT_OPTIONS: { value: '' | PlanSort; label: MessageDescriptor }[] = [
  { value: '', label: /*i18n*/ { id: 'services.plans.sort.recommended', message: 'Recommended' } },
  { value: 'price', label: /*i18n*/ { id: 'services.plans.sort.price', message: 'Price: low to high' } },
  { value: 'validity', label: /*i18n*/ { id: 'services.plans.sort.validity', message: 'Validity: longest' } },
  {
    value: 'dataPerDay',
    label: /*i18n*/ { id: 'services.plans.sort.dataPerDay', message: 'Data per day: most' },
  },
];
