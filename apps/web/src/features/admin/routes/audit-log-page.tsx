import type { AuditEntry } from '@paywise/domain/contracts/privacy';
import { formatDateTime } from '@paywise/domain/format';
import { Pager, Table, type Column } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { AdminPage, ListState } from '../components/admin-page';

const COLUMNS: readonly Column<AuditEntry>[] = [
  { header: 'When', headerClassName: 'w-44', cell: (e) => formatDateTime(e.createdAt) },
  { header: 'Admin', headerClassName: 'w-40', cell: (e) => e.adminName, cellClassName: 'font-semibold' },
  { header: 'Action', headerClassName: 'w-40', cell: (e) => e.action },
  { header: 'What', cell: (e) => e.detail, cellClassName: 'break-all' },
];

/** Who looked at customer data, what and when (docs/decisions/0023). */
export default function AuditLogPage() {
  const query = useAuditLog();
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <AdminPage title="Audit log">
      <p className="mb-3 text-muted">
        Every admin view of user lists, transactions, complaints and contact messages, and every CSV export.
      </p>
      {query.isPending ? (
        <ListState>Loading...</ListState>
      ) : query.isError ? (
        <ListState tone="error">{errorMessage(query.error, 'Failed to fetch the audit log.')}</ListState>
      ) : entries.length === 0 ? (
        <ListState>Nothing recorded yet.</ListState>
      ) : (
        <>
          <Table
            caption="Audit log"
            columns={COLUMNS}
            rows={entries}
            rowKey={(e) => e.id}
            card={(e) => (
              <>
                <p className="font-semibold">
                  {e.adminName} · {e.action}
                </p>
                <p className="text-sm text-muted">{formatDateTime(e.createdAt)}</p>
                <p className="mt-1 text-sm break-all">{e.detail}</p>
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
      )}
    </AdminPage>
  );
}
