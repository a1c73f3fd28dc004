import { Outlet } from 'react-router';

/** Nothing but the page, for screens that fill the window themselves (SPEC §2 empty layout). */
export default function EmptyLayout() {
  return <Outlet />;
}
