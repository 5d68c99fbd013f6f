import type { AdminComplaintSummary, ComplaintStatus } from '@paywise/domain/contracts/support';
import { formatDateTime } from '@paywise/domain/format';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { errorMessage } from '../../../lib/api-client';
import { useComplaints } from '../api/get-complaints';
import { useContactMessages } from '../api/get-contact-messages';
import { AdminPage, ListState } from '../components/admin-page';
import { ComplaintStatusDialog } from '../components/complaint-status-dialog';

type View = 'messages' | 'complaints';

const VIEWS: readonly { value: View; label: string }[] = [
  { value: 'messages', label: 'Messages' },
  { value: 'complaints', label: 'Complaints' },
];

const STATUS_TONES: Record<ComplaintStatus, string> = {
  Open: 'bg-amber-100 text-amber-900',
  'In progress': 'bg-sky-100 text-sky-900',
  Resolved: 'bg-green-100 text-green-800',
};

function StatusBadge({ status }: { status: ComplaintStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        STATUS_TONES[status],
      )}
    >
      {status}
    </span>
  );
}

function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button
        variant="secondary"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
      >
        {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}

function ContactMessages() {
  const query = useContactMessages();
  const messages = query.data?.pages.flatMap((p) => p.messages) ?? [];
  if (query.isPending) return <ListState>Loading...</ListState>;
  if (query.isError)
    return (
      <ListState tone="error">{errorMessage(query.error, 'Failed to fetch contact messages.')}</ListState>
    );
  if (messages.length === 0) return <ListState>No messages found.</ListState>;
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-slate-100 text-ink">
            <tr>
              <th scope="col" className="w-40 px-3 py-3">
                Date
              </th>
              <th scope="col" className="w-48 px-3 py-3">
                Name
              </th>
              <th scope="col" className="w-56 px-3 py-3">
                Email
              </th>
              <th scope="col" className="w-48 px-3 py-3">
                Subject
              </th>
              <th scope="col" className="px-3 py-3">
                Query
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2">{formatDateTime(m.createdAt)}</td>
                <td className="px-3 py-2 font-semibold break-words">{m.name}</td>
                <td className="px-3 py-2 break-all">
                  <a href={`mailto:${m.email}`} className="text-brand-700 hover:underline">
                    {m.email}
                  </a>
                </td>
                <td className="px-3 py-2 break-words">{m.subject}</td>
                <td className="px-3 py-2 break-words whitespace-pre-line">{m.query}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Contact messages">
        {messages.map((m) => (
          <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold break-words">{m.subject}</p>
            <p className="text-sm text-muted">{formatDateTime(m.createdAt)}</p>
            <p className="mt-1 text-sm break-all">
              {m.name} ·{' '}
              <a href={`mailto:${m.email}`} className="text-brand-700 hover:underline">
                {m.email}
              </a>
            </p>
            <p className="mt-2 break-words whitespace-pre-line">{m.query}</p>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

function Complaints() {
  const query = useComplaints();
  const [editing, setEditing] = useState<AdminComplaintSummary | null>(null);
  const complaints = query.data?.pages.flatMap((p) => p.complaints) ?? [];
  if (query.isPending) return <ListState>Loading...</ListState>;
  if (query.isError)
    return <ListState tone="error">{errorMessage(query.error, 'Failed to fetch complaints.')}</ListState>;
  if (complaints.length === 0) return <ListState>No messages found.</ListState>;
  const changeButton = (c: AdminComplaintSummary) => (
    <Button
      variant="secondary"
      className="px-3 text-sm"
      onClick={() => setEditing(c)}
      aria-label={`Change status of ${c.ticketId}`}
    >
      Change status
    </Button>
  );
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-slate-100 text-ink">
            <tr>
              <th scope="col" className="w-28 px-3 py-3">
                Ticket
              </th>
              <th scope="col" className="w-36 px-3 py-3">
                Date
              </th>
              <th scope="col" className="w-48 px-3 py-3">
                From
              </th>
              <th scope="col" className="px-3 py-3">
                Complaint
              </th>
              <th scope="col" className="w-28 px-3 py-3">
                Status
              </th>
              <th scope="col" className="w-40 px-3 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {complaints.map((c) => (
              <tr key={c.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2 font-semibold">{c.ticketId}</td>
                <td className="px-3 py-2">{formatDateTime(c.createdAt)}</td>
                <td className="px-3 py-2 break-all">
                  <span className="font-semibold break-words">{c.name}</span>
                  <br />
                  {c.email}
                  <br />
                  {c.mobile}
                </td>
                <td className="px-3 py-2 break-words">
                  <span className="font-semibold">{c.reason}</span>: {c.subject}
                  <p className="mt-1 whitespace-pre-line text-muted">{c.message}</p>
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={c.status} />
                </td>
                <td className="px-3 py-2 text-right">{changeButton(c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Complaints">
        {complaints.map((c) => (
          <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold">{c.ticketId}</p>
              <StatusBadge status={c.status} />
            </div>
            <p className="text-sm text-muted">{formatDateTime(c.createdAt)}</p>
            <p className="mt-1 font-semibold break-words">
              {c.reason}: {c.subject}
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{c.message}</p>
            <p className="mt-2 text-sm break-all text-muted">
              {c.name} · {c.email} · {c.mobile}
            </p>
            <div className="mt-3">{changeButton(c)}</div>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
      {editing ? <ComplaintStatusDialog complaint={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

export default function EnquiryPage() {
  const [view, setView] = useState<View>('messages');
  return (
    <AdminPage title="Enquiry">
      <SegmentedControl<View> label="Show" options={VIEWS} value={view} onChange={setView} className="mb-4" />
      {view === 'messages' ? <ContactMessages /> : <Complaints />}
    </AdminPage>
  );
}
