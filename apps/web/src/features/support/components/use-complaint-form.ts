import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import type { BbpsComplaint } from '@paywise/domain/contracts/support';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useFileComplaint } from '../api/file-complaint';
import {
  complaintFormSchema,
  initialValues,
  orderIdParam,
  type ComplaintFormInput,
  type ComplaintFormOutput,
} from '../complaint-form-values';

/** The complaint just registered: its ticket, when it will be answered, and its Bharat Connect complaint. */
export type ComplaintTicket = {
  ticketId: string;
  answerBy: string;
  bbps?: BbpsComplaint;
};

/**
 * The complaint form's state: prefilled from the session and `?orderId=`, the order and complaint kind chosen,
 * and filing it (the ticket it got, or the server's field errors on their fields).
 */
export function useComplaintForm() {
  const { i18n } = useLingui();
  const { user, status } = useSession();
  const isSignedIn = status === 'signedIn' && user !== null;
  const fileComplaint = useFileComplaint();
  const [searchParams] = useSearchParams();
  const [prefilledOrderId] = useState(() => orderIdParam(searchParams));
  const [ticket, setTicket] = useState<ComplaintTicket | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<ComplaintFormInput, unknown, ComplaintFormOutput>({
    resolver: zodResolver(complaintFormSchema),
    defaultValues: initialValues(user, prefilledOrderId),
  });

  const chosenOrderId = useWatch({ control, name: 'orderId' });
  const chosenKind = useWatch({ control, name: 'bbpsComplaintType' });

  const onSubmit = handleSubmit(async ({ orderId, bbpsComplaintType, bbpsDisputeType, ...values }) => {
    try {
      const created = await fileComplaint.mutateAsync({
        ...values,
        ...(orderId ? { orderId: Number(orderId) } : {}),
        ...(orderId && bbpsComplaintType && bbpsDisputeType ? { bbpsComplaintType, bbpsDisputeType } : {}),
      });
      setTicket({ ticketId: created.ticketId, answerBy: created.answerBy, bbps: created.bbps });
      notifySuccess(
        i18n.locale === 'en'
          ? created.message
          : i18n._({
              id: 'support.complaint.registered.toast',
              message: 'Your complaint has been registered. Your ticket ID is {ticketId}.',
              values: { ticketId: created.ticketId },
            }),
      );
      reset(initialValues(user));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in initialValues(null)) setError(field as keyof ComplaintFormInput, { message });
        }
      }
      notifyError(
        errorMessage(
          error,
          i18n._({ id: 'support.complaint.failed', message: 'Failed to submit complaint.' }),
        ),
      );
    }
  });

  return {
    isSignedIn,
    fileComplaint,
    prefilledOrderId,
    ticket,
    register,
    setValue,
    errors,
    chosenOrderId,
    chosenKind,
    onSubmit,
  };
}
