import type { User } from '@paywise/domain/contracts/auth';
import { formatDate } from '@paywise/domain/format';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Pager, Table, type Column } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useChangeUserRole } from '../api/change-user-role';
import { useUsers } from '../api/get-users';
import { AdminPage, ListState } from '../components/admin-page';

/** The email, or for an account made with its mobile number (no email), that number. */
const contactOf = (user: { email: string | null; phoneNumber: string | null }) =>
  user.email ?? (user.phoneNumber ? `Mobile +91 ${user.phoneNumber}` : '—');

const PAGE_SIZE = 10;

function RoleButton({ user }: { user: User }) {
  const session = useSession();
  const changeRole = useChangeUserRole();
  const isAdmin = user.role === 'ADMIN';
  const onClick = () => {
    changeRole.mutate(
      { userId: user.id, role: isAdmin ? 'CUSTOMER' : 'ADMIN' },
      {
        onSuccess: (result, { role }) => {
          notifySuccess(result.message);
          // Demoting yourself ends your back-office access: the guard then sends you home.
          if (session.user && result.user.id === session.user.id) session.setUser({ ...session.user, role });
        },
        onError: (error) => notifyError(errorMessage(error, 'Failed to update the role.')),
      },
    );
  };
  return (
    <Button
      variant="secondary"
      className="min-w-28 px-3 text-sm"
      onClick={onClick}
      disabled={changeRole.isPending}
      aria-label={`${isAdmin ? 'Demote' : 'Promote'} ${user.username} ${isAdmin ? 'to customer' : 'to admin'}`}
    >
      {isAdmin ? 'Demote' : 'Promote'}
    </Button>
  );
}

function RoleBadge({ role }: { role: string }) {
  return (
    <span
      className={
        role === 'ADMIN'
          ? 'rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-800'
          : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700'
      }
    >
      {role}
    </span>
  );
}

/** The table's columns; S.No counts on from the page's first row. */
const userColumns = (first: number): readonly Column<User>[] => [
  { header: 'S.No', cell: (_, i) => first + i + 1 },
  { header: 'Name', cell: (user) => user.username, cellClassName: 'font-semibold break-words' },
  { header: 'Email', cell: (user) => contactOf(user), cellClassName: '[overflow-wrap:anywhere]' },
  { header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
  { header: 'Date of Creation', cell: (user) => formatDate(user.createdAt) },
  {
    header: 'Actions',
    hiddenHeader: true,
    cell: (user) => <RoleButton user={user} />,
    cellClassName: 'text-right',
  },
];

export default function UsersPage() {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useUsers({ page, limit: PAGE_SIZE, search });

  // Search as the admin types, once they pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const list = users.data?.users ?? [];
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE;

  return (
    <AdminPage title="Users">
      <form role="search" className="mb-4 max-w-md" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Search by name or email"
          type="search"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          autoComplete="off"
          maxLength={100}
        />
      </form>
      {users.isPending ? <ListState>Loading...</ListState> : null}
      {users.isError ? (
        <ListState tone="error">{errorMessage(users.error, 'Failed to fetch users.')}</ListState>
      ) : null}
      {users.isSuccess && list.length === 0 ? <ListState>No users found.</ListState> : null}
      {list.length > 0 ? (
        <>
          <Table
            caption="Users"
            columns={userColumns(first)}
            rows={list}
            rowKey={(user) => user.id}
            numberedFrom={first + 1}
            card={(user, i) => (
              <>
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold break-words">
                    <span className="text-muted">{first + i + 1}. </span>
                    {user.username}
                  </p>
                  <RoleBadge role={user.role} />
                </div>
                <p className="mt-1 [overflow-wrap:anywhere] text-muted">{contactOf(user)}</p>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <p className="text-sm text-muted">Created {formatDate(user.createdAt)}</p>
                  <RoleButton user={user} />
                </div>
              </>
            )}
          />
          <Pager
            page={page}
            pages={pages}
            onPageChange={setPage}
            summary={`${total.toLocaleString('en-IN')} users`}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
