import type { SandboxPaymentBody, SandboxPaymentResult } from '@paywise/domain/contracts/payments';
import { api } from '../../../lib/api-client';

/**
 * A payment in the sandbox gateway (POST /api/sandbox/payments, only while the sandbox takes payments):
 * captured with a signature to confirm, or failed with the reason the customer reads.
 */
export function payInSandbox(body: SandboxPaymentBody): Promise<SandboxPaymentResult> {
  return api.post<SandboxPaymentResult>('/sandbox/payments', body);
}
