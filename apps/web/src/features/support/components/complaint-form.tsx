import { useLingui } from '@lingui/react';
import { mobileInputValue } from '@paywise/domain/catalogue/mobile-number';
import { COMPLAINT_REASONS } from '@paywise/domain/contracts/support';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import type { ComplaintFormInput } from '../complaint-form-values';
import { fieldError, REASON_TEXTS, textOf } from '../texts';
import { ComplaintTicketNotice } from './complaint-ticket-notice';
import { OrderPicker } from './complaint-order-picker';
import { useComplaintForm } from './use-complaint-form';

/** Who is writing and why: name, email, mobile number and the reason. */
function ContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<ComplaintFormInput>;
  errors: FieldErrors<ComplaintFormInput>;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <TextField
        label={i18n._({ id: 'support.field.name', message: 'Name' })}
        autoComplete="name"
        maxLength={100}
        error={fieldError(i18n, errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={i18n._({ id: 'support.field.email', message: 'Email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        error={fieldError(i18n, errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={i18n._({ id: 'support.field.mobile', message: 'Mobile Number' })}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        error={fieldError(i18n, errors.mobile?.message)}
        {...register('mobile', {
          onChange: (event: { target: HTMLInputElement }) => {
            event.target.value = mobileInputValue(event.target.value);
          },
        })}
      />
      <SelectField
        label={i18n._({ id: 'support.field.reason', message: 'Reason' })}
        placeholder={i18n._({ id: 'support.field.reason.placeholder', message: 'Select a reason' })}
        options={COMPLAINT_REASONS.map((reason) => ({
          value: reason,
          label: textOf(i18n, REASON_TEXTS, reason),
        }))}
        error={fieldError(i18n, errors.reason?.message)}
        {...register('reason')}
      />
    </>
  );
}

/** "Raise a complaint": who is writing, why, about which order, and the ticket it got once sent. */
export function ComplaintForm() {
  const { i18n } = useLingui();
  const {
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
  } = useComplaintForm();

  return (
    <section
      aria-labelledby="raise-complaint"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="raise-complaint" className="text-xl font-bold text-ink">
        {i18n._({ id: 'support.complaint.form.title', message: 'Raise a complaint' })}
      </h2>
      <p className="mt-1 text-muted">
        {i18n._({
          id: 'support.complaint.form.lead',
          message: 'All fields are required. We answer every ticket by email.',
        })}
      </p>
      <div aria-live="polite">{ticket ? <ComplaintTicketNotice ticket={ticket} /> : null}</div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-5 grid gap-4 sm:grid-cols-2"
        aria-label={i18n._({ id: 'support.complaint.form.label', message: 'Complaint form' })}
      >
        <ContactFields register={register} errors={errors} />
        {isSignedIn ? (
          <div className="sm:col-span-2">
            <OrderPicker
              register={register}
              setValue={setValue}
              prefilled={prefilledOrderId}
              error={errors.orderId?.message}
              selected={chosenOrderId}
              kind={chosenKind}
              kindError={errors.bbpsComplaintType?.message}
              disputeError={errors.bbpsDisputeType?.message}
            />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <TextField
            label={i18n._({ id: 'support.field.subject', message: 'Subject' })}
            maxLength={200}
            error={fieldError(i18n, errors.subject?.message)}
            {...register('subject')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={i18n._({ id: 'support.field.message', message: 'Message' })}
            maxLength={5000}
            rows={6}
            error={fieldError(i18n, errors.message?.message)}
            {...register('message')}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fileComplaint.isPending}>
            {fileComplaint.isPending
              ? i18n._({ id: 'support.form.submitting', message: 'Submitting...' })
              : i18n._({ id: 'support.form.submit', message: 'Submit' })}
          </Button>
        </div>
      </form>
    </section>
  );
}
