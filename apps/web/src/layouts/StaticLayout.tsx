import { Outlet } from 'react-router';
import { BrandMark } from '../components/BrandMark';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import classes from './StaticLayout.module.css';

/** A page of its own under the product's top bar, with no sidebar (SPEC §2 static layout). */
export default function StaticLayout() {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <BrandMark size="sm" />
        <LanguageSwitcher />
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
