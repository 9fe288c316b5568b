import { Outlet } from 'react-router';

// Placeholder until the public-site work adds the header and footer.
export default function PublicLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
