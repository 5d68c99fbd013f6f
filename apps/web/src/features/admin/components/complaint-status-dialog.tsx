import {
  COMPLAINT_STATUSES,
  type AdminComplaintSummary,
  type ComplaintStatus,
} from '@paywise/domain/contracts/support';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateComplaint } from '../api/update-complaint';

const OPTIONS = COMPLAINT_STATUSES.map((s) => ({ value: s, label: s }));

/** Moves a complaint to Open, In progress or Resolved, with an optional note kept in its history. */
export function ComplaintStatusDialog({
  complaint,
  onClose,
}: {
  complaint: AdminComplaintSummary;
  onClose(): void;
}) {
  const update = useUpdateComplaint();
  const [status, setStatus] = useState<ComplaintStatus>(complaint.status);
  const [note, setNote] = useState('');
  // A failure is shown inside the dialog, where the admin is looking (not as a notification behind it).
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    update.mutate(
      { id: complaint.id, status, note: note.trim() || undefined },
      {
        onSuccess: () => {
          notifySuccess(`${complaint.ticketId} is now ${status}.`);
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, 'Failed to update the complaint.')),
      },
    );
  };
  return (
    <Modal open onClose={onClose} title={`Update ${complaint.ticketId}`}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{complaint.subject}</p>
        <SelectField
          label="Status"
          options={OPTIONS}
          value={status}
          onChange={(e) => setStatus(e.target.value as ComplaintStatus)}
        />
        <TextField
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={1000}
        />
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
