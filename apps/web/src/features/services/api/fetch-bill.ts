import type { BillDto, FetchBillBody } from '@paywise/domain/contracts/bills';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The amount due on an account, from the biller (POST /api/bills/fetch); 404 when no bill is due. */
export function fetchBill(body: FetchBillBody): Promise<BillDto> {
  return api.post<BillDto>('/bills/fetch', body);
}

export function useFetchBill() {
  return useMutation({ mutationFn: fetchBill });
}
