import { formatInr } from '@paywise/domain/money';
import { lazy, Suspense, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { errorMessage } from '../../../lib/api-client';
import { useAdminStats } from '../api/get-admin-stats';
import { useAdminStatsSeries } from '../api/get-admin-stats-series';
import { AdminPage, ListState } from '../components/admin-page';
import { PipelineCard } from '../components/pipeline-card';
import { ReconciliationCard } from '../components/reconciliation-card';
import { RechargeWalletCard } from '../components/recharge-wallet-card';

// recharts is large: it loads after the figures, in its own chunk.
const DashboardCharts = lazy(() => import('../components/dashboard-charts'));

/** 0.8 -> '0.8', 12.34 -> '12'. */
const formatMs = (ms: number) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

function StatCard({ title, value, children }: { title: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-muted">{title}</h2>
      <p className="text-2xl font-bold break-words text-ink">{value}</p>
      {children ? <div className="text-sm text-muted">{children}</div> : null}
    </div>
  );
}

function PercentChange({ percent }: { percent: number }) {
  const sign = percent > 0 ? '+' : '';
  return (
    <span className={cn('font-semibold', percent > 0 && 'text-green-800', percent < 0 && 'text-red-700')}>
      {sign}
      {percent.toFixed(2)}% vs last month
    </span>
  );
}

export default function DashboardPage() {
  const stats = useAdminStats();
  const series = useAdminStatsSeries();
  const s = stats.data;
  return (
    <AdminPage title="Dashboard">
      {stats.isPending ? <ListState>Loading...</ListState> : null}
      {stats.isError ? (
        <ListState tone="error">{errorMessage(stats.error, 'Failed to fetch dashboard figures.')}</ListState>
      ) : null}
      {s ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="stat-cards">
          <StatCard title="Total Revenue" value={formatInr(s.totalRevenue)}>
            Completed orders, all time
          </StatCard>
          <StatCard title="Total Users" value={s.totalUsers.toLocaleString('en-IN')}>
            +{s.newUsersThisMonth.toLocaleString('en-IN')} new this month
          </StatCard>
          <StatCard title="Current Month Revenue" value={formatInr(s.currentMonthRevenue)}>
            <p>{s.currentMonthTransactions.toLocaleString('en-IN')} transactions</p>
            <PercentChange percent={s.revenueChangePercent} />
          </StatCard>
          <StatCard
            title="API Status"
            value={
              <span className={s.apiStatus === 'Operational' ? 'text-green-800' : 'text-amber-800'}>
                {s.apiStatus}
              </span>
            }
          >
            Avg response {formatMs(s.avgResponseMs)} ms (last 15 min)
          </StatCard>
        </div>
      ) : null}
      <PipelineCard />
      <ReconciliationCard />
      <RechargeWalletCard />
      <div className="mt-6">
        {series.isError ? (
          <ListState tone="error">{errorMessage(series.error, 'Failed to fetch the charts.')}</ListState>
        ) : series.data ? (
          <Suspense fallback={<ListState>Loading charts...</ListState>}>
            <DashboardCharts series={series.data} />
          </Suspense>
        ) : (
          <ListState>Loading charts...</ListState>
        )}
      </div>
    </AdminPage>
  );
}
