import { Outlet } from 'react-router';

/**
 * Pages opened from a shared link, without signing in and without the product's chrome, so
 * they can be embedded or printed as they are (SPEC §2 shared layout).
 */
export default function SharedLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
