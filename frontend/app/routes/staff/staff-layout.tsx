import { Outlet } from 'react-router';

// Placeholder until the staff sign-in work adds this layout.
export default function Layout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
