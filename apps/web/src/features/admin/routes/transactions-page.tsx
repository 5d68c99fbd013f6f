import { orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { formatDateTime, formatOrderId, ORDER_STATUSES } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@paywise/domain/payments';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { paymentMethodText } from '../../../lib/order-payment';
import { notifyError } from '../../../lib/notify';
import { useExportOrdersCsv } from '../api/export-orders-csv';
import { EMPTY_ORDER_FILTERS, useAdminOrders, type OrderFilters } from '../api/get-admin-orders';
import { useOrderTotals } from '../api/get-order-totals';
import { AdminPage, ListState } from '../components/admin-page';
import { ORDER_TYPE_OPTIONS } from '../components/service-types';
import { readDayText } from '../day-text';

/** The order view its rows open, loaded with this page (app/router.tsx). */
export { default as AdminOrderPage } from './order-page';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { OrderStatusBadge } from '../../../components/ui/status-badge';
import { Pager, Table, type Column } from '../../../components/ui/table';

const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: s }));
const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

function FiltersForm({ onApply }: { onApply(filters: OrderFilters): void }) {
  // The date fields hold what was typed (dd-mm-yyyy); the filters get ISO days when applied.
  const [draft, setDraft] = useState<OrderFilters>(EMPTY_ORDER_FILTERS);
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const set = (key: keyof OrderFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const from = readDayText(draft.from);
    const to = readDayText(draft.to);
    setDateErrors({ from: from.ok ? undefined : from.message, to: to.ok ? undefined : to.message });
    if (!from.ok || !to.ok) return;
    onApply({ ...draft, from: from.day, to: to.day });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Filter transactions"
      className="mb-4 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <SelectField
        label="Service type"
        placeholder="All services"
        options={ORDER_TYPE_OPTIONS}
        value={draft.type}
        onChange={set('type')}
      />
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        value={draft.status}
        onChange={set('status')}
      />
      <SelectField
        label="Payment method"
        placeholder="All methods"
        options={PAYMENT_METHOD_OPTIONS}
        value={draft.paymentMethod}
        onChange={set('paymentMethod')}
      />
      <TextField
        label="Order ID"
        placeholder="ORDID00123 or 123"
        value={draft.orderId}
        onChange={set('orderId')}
        maxLength={22}
      />
      <TextField
        label="From date"
        placeholder="dd-mm-yyyy"
        autoComplete="off"
        maxLength={10}
        value={draft.from}
        onChange={set('from')}
        error={dateErrors.from}
      />
      <TextField
        label="To date"
        placeholder="dd-mm-yyyy"
        autoComplete="off"
        maxLength={10}
        value={draft.to}
        onChange={set('to')}
        error={dateErrors.to}
      />
      <TextField
        label="Customer email"
        type="email"
        value={draft.email}
        onChange={set('email')}
        maxLength={254}
        autoComplete="off"
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY_ORDER_FILTERS);
            setDateErrors({});
            onApply(EMPTY_ORDER_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

function Totals({ filters }: { filters: OrderFilters }) {
  const totals = useOrderTotals(filters);
  if (!totals.data) return null;
  const t = totals.data;
  return (
    <p className="mb-3 text-sm text-muted" aria-live="polite" data-testid="transaction-totals">
      <strong className="text-ink">{t.count.toLocaleString('en-IN')}</strong>{' '}
      {t.count === 1 ? 'transaction' : 'transactions'}
      {t.amount === null ? null : (
        <>
          {' '}
          totalling <strong className="text-ink">{formatInr(t.amount)}</strong>
        </>
      )}{' '}
      · {t.completedCount.toLocaleString('en-IN')} completed ({formatInr(t.completedAmount)})
    </p>
  );
}

const identifierOf = (o: OrderDto) => o.mobile ?? o.accountNumber ?? o.itemId;

/** The amount, with what the customer paid under it when a discount was taken off. */
function AmountCell({ order }: { order: OrderDto }) {
  return (
    <>
      {formatInr(order.amount)}
      {order.discount > 0 ? (
        <span className="block text-xs font-normal text-muted">payable {formatInr(order.amountPayable)}</span>
      ) : null}
    </>
  );
}

const TRANSACTION_COLUMNS: readonly Column<OrderDto>[] = [
  {
    header: 'Order ID',
    cell: (o) => (
      <Link
        to={paths.admin.order.getHref(o.id)}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {formatOrderId(o.id)}
      </Link>
    ),
  },
  { header: 'Date', cell: (o) => formatDateTime(o.dateTime), cellClassName: 'whitespace-nowrap' },
  { header: 'Type', cell: (o) => orderTypeLabel(o.type) },
  { header: 'Provider', cell: (o) => o.operator, cellClassName: 'break-words' },
  { header: 'Number / Account', cell: identifierOf, cellClassName: '[overflow-wrap:anywhere]' },
  { header: 'Customer', cell: (o) => o.consumer, cellClassName: 'break-words' },
  {
    header: 'Amount',
    alignEnd: true,
    cell: (o) => <AmountCell order={o} />,
    cellClassName: 'font-semibold whitespace-nowrap',
  },
  {
    header: 'Payment',
    cell: (o) => (
      <>
        <span className="block">{paymentMethodText(o)}</span>
        {o.paymentReference ? (
          <span className="block font-mono text-xs [overflow-wrap:anywhere] text-muted">
            {o.paymentReference}
          </span>
        ) : null}
      </>
    ),
  },
  { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
];

/** One transaction on a phone or tablet: the whole card opens the order. */
function TransactionCard({ order: o }: { order: OrderDto }) {
  return (
    <Link
      to={paths.admin.order.getHref(o.id)}
      className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300"
    >
      <div className="flex items-start justify-between gap-2">
        <span className="font-semibold text-brand-700">{formatOrderId(o.id)}</span>
        <OrderStatusBadge status={o.status} />
      </div>
      <p className="mt-1 text-sm text-muted">{formatDateTime(o.dateTime)}</p>
      <p className="mt-1 break-words">
        {orderTypeLabel(o.type)} · {o.operator}
      </p>
      <p className="text-sm break-words text-muted">
        <span className="[overflow-wrap:anywhere]">{identifierOf(o)}</span> · {o.consumer}
      </p>
      <p className="text-sm [overflow-wrap:anywhere] text-muted">
        {paymentMethodText(o)}
        {o.paymentReference ? ` · ${o.paymentReference}` : null}
      </p>
      <p className="mt-1 text-lg font-bold">
        {formatInr(o.amount)}
        {o.discount > 0 ? (
          <span className="ml-2 text-sm font-normal text-muted">payable {formatInr(o.amountPayable)}</span>
        ) : null}
      </p>
    </Link>
  );
}

export default function TransactionsPage() {
  const [filters, setFilters] = useState<OrderFilters>(EMPTY_ORDER_FILTERS);
  const orders = useAdminOrders(filters);
  const exportCsv = useExportOrdersCsv();
  const list = orders.data?.pages.flatMap((p) => p.orders) ?? [];

  const onExport = () =>
    exportCsv.mutate(filters, { onError: (error) => notifyError(errorMessage(error, 'Export failed!')) });

  return (
    <AdminPage
      title="Transactions"
      action={
        <Button variant="secondary" onClick={onExport} disabled={exportCsv.isPending}>
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <FiltersForm onApply={setFilters} />
      {orders.isSuccess && list.length > 0 ? <Totals filters={filters} /> : null}
      {orders.isPending ? (
        <SkeletonGroup label="Loading transactions…" className="space-y-3 rounded-xl bg-white p-4">
          {Array.from({ length: 6 }, (_, row) => (
            <Skeleton key={row} className="h-8" />
          ))}
        </SkeletonGroup>
      ) : null}
      {orders.isError ? (
        <ListState tone="error">{errorMessage(orders.error, 'Failed to fetch transactions.')}</ListState>
      ) : null}
      {orders.isSuccess && list.length === 0 ? <ListState>No transactions found</ListState> : null}
      {list.length > 0 ? (
        <>
          <Table
            caption="Transactions"
            columns={TRANSACTION_COLUMNS}
            rows={list}
            rowKey={(o) => o.id}
            card={(o) => <TransactionCard order={o} />}
            cardClassName=""
            breakpoint="lg"
            dense
          />
          <Pager
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            onLoadMore={() => void orders.fetchNextPage()}
            endText="End of list"
          />
        </>
      ) : null}
    </AdminPage>
  );
}
