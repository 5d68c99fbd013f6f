import type { BbpsComplaintStatus } from './biller';
import type { SetuClient } from './setu-client';

/** Setu BBPS complaints: raise one about a transaction, then ask its status by the complaint's refId. */
export async function raiseSetuComplaint(
  client: SetuClient,
  input: { transactionId: string; disputeType: string; description: string },
) {
  const { body } = await client.call<{ data: { refId: string } }>({
    method: 'POST',
    path: '/api/v2/bbps/bills/complaint/request',
    body: {
      transactionId: input.transactionId,
      disputeType: input.disputeType,
      description: input.description,
    },
    context: { transactionId: input.transactionId },
  });
  return { refId: body.data.refId };
}

export async function setuComplaintStatus(client: SetuClient, refId: string): Promise<BbpsComplaintStatus> {
  const { body } = await client.call<{
    data?: { status?: string; disputeId?: string; ticketTAT?: string | null };
  }>({
    method: 'POST',
    path: '/api/v2/bbps/bills/complaint/response',
    body: { refId },
    context: { complaintRefId: refId },
  });
  return {
    status: body.data?.status ?? 'PROCESSING',
    complaintId: body.data?.disputeId ?? null,
    tatDate: body.data?.ticketTAT ?? null,
  };
}
