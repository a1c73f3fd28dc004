import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { CenteredShell } from './CenteredShell';

/** Public pages around signing in (SPEC §2 login layout). */
export default function LoginLayout() {
  return (
    <CenteredShell headerAction={<LanguageSwitcher />}>
      <Outlet />
    </CenteredShell>
  );
}
