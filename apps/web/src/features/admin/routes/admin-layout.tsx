import { Outlet } from 'react-router';

/** Back-office layout; the collapsible sidebar and top bar come with the admin work. */
export default function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
