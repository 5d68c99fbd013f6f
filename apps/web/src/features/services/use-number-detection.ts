import { isMobileNumber } from '@paywise/domain/catalogue/mobile-number';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useEffect } from 'react';
import { useMobileLookup } from './api/lookup-mobile';
import type { ServiceFormAction } from './service-form-state';

/**
 * Mobile and data card pages: as soon as the number has its tenth digit, asks which operator and circle it is on
 * and hands the answer to the form (which fills what the customer has not picked by hand). An unknown number or a
 * failed lookup changes nothing.
 */
export function useNumberDetection(
  def: ServiceDefinition,
  identifier: string,
  dispatch: (action: ServiceFormAction) => void,
) {
  const number = def.identifier.orderField === 'number' && isMobileNumber(identifier) ? identifier : null;
  const { data } = useMobileLookup(number);
  useEffect(() => {
    if (number !== null && data) dispatch({ type: 'detected', number, answer: data });
  }, [number, data, dispatch]);
}
