import type { AdminComplaintSummary, ContactMessage } from '@paywise/domain/contracts/support';
import { formatDateTime } from '@paywise/domain/format';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { ComplaintStatusBadge } from '../../../components/ui/status-badge';
import { Pager, Table, type Column } from '../../../components/ui/table';
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

/** An unanswered complaint past its answer deadline (docs/decisions/0023). */
function OverdueBadge({ complaint }: { complaint: AdminComplaintSummary }) {
  if (!complaint.isOverdue) return null;
  return (
    <span className="mt-1 inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-red-800">
      Past answer deadline
    </span>
  );
}

function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-brand-700 hover:underline">
      {email}
    </a>
  );
}

const MESSAGE_COLUMNS: readonly Column<ContactMessage>[] = [
  { header: 'Date', headerClassName: 'w-40', cell: (m) => formatDateTime(m.createdAt) },
  {
    header: 'Name',
    headerClassName: 'w-48',
    cell: (m) => m.name,
    cellClassName: 'font-semibold break-words',
  },
  {
    header: 'Email',
    headerClassName: 'w-56',
    cell: (m) => <MailLink email={m.email} />,
    cellClassName: '[overflow-wrap:anywhere]',
  },
  { header: 'Subject', headerClassName: 'w-48', cell: (m) => m.subject, cellClassName: 'break-words' },
  { header: 'Query', cell: (m) => m.query, cellClassName: 'break-words whitespace-pre-line' },
];

const complaintColumns = (
  changeButton: (c: AdminComplaintSummary) => ReactNode,
): readonly Column<AdminComplaintSummary>[] => [
  { header: 'Ticket', headerClassName: 'w-28', cell: (c) => c.ticketId, cellClassName: 'font-semibold' },
  { header: 'Date', headerClassName: 'w-36', cell: (c) => formatDateTime(c.createdAt) },
  {
    header: 'From',
    headerClassName: 'w-48',
    cell: (c) => (
      <>
        <span className="font-semibold break-words">{c.name}</span>
        <br />
        {c.email}
        <br />
        {c.mobile}
      </>
    ),
    cellClassName: '[overflow-wrap:anywhere]',
  },
  {
    header: 'Complaint',
    cell: (c) => (
      <>
        <span className="font-semibold">{c.reason}</span>: {c.subject}
        <p className="mt-1 whitespace-pre-line text-muted">{c.message}</p>
      </>
    ),
    cellClassName: 'break-words',
  },
  {
    header: 'Status',
    headerClassName: 'w-32',
    cell: (c) => (
      <>
        <ComplaintStatusBadge status={c.status} className="whitespace-nowrap" />
        <OverdueBadge complaint={c} />
      </>
    ),
  },
  {
    header: 'Actions',
    hiddenHeader: true,
    headerClassName: 'w-40',
    cell: changeButton,
    cellClassName: 'text-right',
  },
];

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
      <Table
        caption="Contact messages"
        columns={MESSAGE_COLUMNS}
        rows={messages}
        rowKey={(m) => m.id}
        card={(m) => (
          <>
            <p className="font-semibold break-words">{m.subject}</p>
            <p className="text-sm text-muted">{formatDateTime(m.createdAt)}</p>
            <p className="mt-1 text-sm [overflow-wrap:anywhere]">
              {m.name} · <MailLink email={m.email} />
            </p>
            <p className="mt-2 break-words whitespace-pre-line">{m.query}</p>
          </>
        )}
        dense
        fixed
      />
      <Pager
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
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
  const overdueCount = query.data?.pages[0]?.overdueCount ?? 0;
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
      {overdueCount > 0 ? (
        <p role="status" data-testid="complaints-overdue" className="mb-3 font-semibold text-red-800">
          {overdueCount === 1
            ? '1 complaint is past its answer deadline without an answer.'
            : `${overdueCount} complaints are past their answer deadline without an answer.`}
        </p>
      ) : null}
      <Table
        caption="Complaints"
        columns={complaintColumns(changeButton)}
        rows={complaints}
        rowKey={(c) => c.id}
        card={(c) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold">{c.ticketId}</p>
              <ComplaintStatusBadge status={c.status} className="whitespace-nowrap" />
            </div>
            <OverdueBadge complaint={c} />
            <p className="text-sm text-muted">{formatDateTime(c.createdAt)}</p>
            <p className="mt-1 font-semibold break-words">
              {c.reason}: {c.subject}
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{c.message}</p>
            <p className="mt-2 text-sm [overflow-wrap:anywhere] text-muted">
              {c.name} · {c.email} · {c.mobile}
            </p>
            <div className="mt-3">{changeButton(c)}</div>
          </>
        )}
        dense
        fixed
      />
      <Pager
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
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
