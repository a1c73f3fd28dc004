import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { CenteredShell } from './CenteredShell';

/** One card on the brand background, for anyone, signed in or not (SPEC §2 basic layout). */
export default function BasicLayout() {
  return (
    <CenteredShell headerAction={<LanguageSwitcher />}>
      <Outlet />
    </CenteredShell>
  );
}
