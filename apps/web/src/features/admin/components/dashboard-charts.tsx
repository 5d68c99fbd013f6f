import type { AdminStatsSeries } from '@paywise/domain/contracts/admin';
import { formatInr } from '@paywise/domain/money';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { serviceTypeLabel } from './service-types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// CSS variables, so the charts follow the light or dark theme (index.css); each is 3:1 or more on the card.
const REVENUE_COLOUR = 'var(--color-brand-600)';
const ORDERS_COLOUR = 'var(--color-chart-orders)';
const GRID_COLOUR = 'var(--color-slate-200)';
const TICK = { fontSize: 12, fill: 'var(--color-muted)' };
const TOOLTIP_PROPS = {
  contentStyle: {
    background: 'var(--color-white)',
    border: '1px solid var(--color-slate-300)',
    borderRadius: 8,
    color: 'var(--color-ink)',
  },
  labelStyle: { color: 'var(--color-ink)', fontWeight: 600 },
  cursor: { fill: 'var(--color-slate-100)' },
} as const;

/** '2026-11-25' -> '25 Nov'; '2026-11' -> 'Nov 26'. */
const dayLabel = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;

/** ₹ in short Indian units for axis ticks: ₹950, ₹1.8K, ₹12K, ₹3.4L, ₹1.2Cr. */
function shortInr(value: number): string {
  const short = (n: number, unit: string) => `₹${Number(n.toFixed(n < 10 ? 2 : 1))}${unit}`;
  if (value >= 1e7) return short(value / 1e7, 'Cr');
  if (value >= 1e5) return short(value / 1e5, 'L');
  if (value >= 1e3) return short(value / 1e3, 'K');
  return `₹${Math.round(value)}`;
}

function tooltipValue(value: unknown, name: unknown): [string, string] {
  const n = Number(value);
  return name === 'Revenue' ? [formatInr(n), 'Revenue'] : [String(n), String(name)];
}

interface Point {
  label: string;
  revenue: number;
  orders: number;
}

function RevenueOrdersChart({ data, title, summary }: { data: Point[]; title: string; summary: string }) {
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="mb-3 font-bold text-ink">{title}</figcaption>
      <div className="h-72 overflow-hidden" role="img" aria-label={`${title}: ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={GRID_COLOUR} vertical={false} />
            <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" minTickGap={12} />
            <YAxis yAxisId="revenue" tickFormatter={shortInr} tick={TICK} width={56} />
            <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={TICK} width={36} />
            <Tooltip formatter={tooltipValue} {...TOOLTIP_PROPS} />
            <Legend />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name="Revenue"
              fill={REVENUE_COLOUR}
              radius={[3, 3, 0, 0]}
              maxBarSize={32}
            />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name="Orders"
              stroke={ORDERS_COLOUR}
              strokeWidth={2}
              dot={false}
              type="linear"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

const total = (points: { revenue: number; orders: number }[]) =>
  points.reduce((sum, p) => ({ revenue: sum.revenue + p.revenue, orders: sum.orders + p.orders }), {
    revenue: 0,
    orders: 0,
  });

/** The dashboard's pictures: revenue and orders per day and per month, and revenue by service type. */
export default function DashboardCharts({ series }: { series: AdminStatsSeries }) {
  const daily = series.daily.map((p) => ({ label: dayLabel(p.day), revenue: p.revenue, orders: p.orders }));
  const monthly = series.monthly.map((p) => ({
    label: monthLabel(p.month),
    revenue: p.revenue,
    orders: p.orders,
  }));
  const services = series.byService.map((p) => ({
    label: serviceTypeLabel(p.type),
    revenue: p.revenue,
    orders: p.orders,
  }));
  const d = total(series.daily);
  const m = total(series.monthly);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-2" data-testid="dashboard-charts">
      <RevenueOrdersChart
        data={daily}
        title="Last 30 days"
        summary={`${formatInr(d.revenue)} revenue from ${d.orders} orders`}
      />
      <RevenueOrdersChart
        data={monthly}
        title="Last 12 months"
        summary={`${formatInr(m.revenue)} revenue from ${m.orders} orders`}
      />
      <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 xl:col-span-2">
        <figcaption className="mb-3 font-bold text-ink">Revenue by service type (all time)</figcaption>
        {services.length === 0 ? (
          <p className="py-8 text-center text-muted">No transactions found</p>
        ) : (
          <div
            className="overflow-hidden"
            role="img"
            aria-label={`Revenue by service type: ${services.map((s) => `${s.label} ${formatInr(s.revenue)}`).join(', ')}`}
          >
            {/* One bar per service type: the height follows their number. */}
            <ResponsiveContainer width="100%" height={services.length * 40 + 60}>
              <BarChart data={services} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
                <CartesianGrid stroke={GRID_COLOUR} horizontal={false} />
                <XAxis type="number" tickFormatter={shortInr} tick={TICK} />
                <YAxis type="category" dataKey="label" width={96} tick={TICK} />
                <Tooltip formatter={tooltipValue} {...TOOLTIP_PROPS} />
                <Bar
                  dataKey="revenue"
                  name="Revenue"
                  fill={REVENUE_COLOUR}
                  radius={[0, 3, 3, 0]}
                  maxBarSize={24}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </figure>
    </div>
  );
}
