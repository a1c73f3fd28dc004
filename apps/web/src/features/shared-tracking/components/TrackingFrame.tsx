import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/BrandMark';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import classes from './TrackingFrame.module.css';

/** The slim top bar of a shared tracking page: the product's name and the language switcher. */
export function TrackingFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <BrandMark size="sm" />
        <LanguageSwitcher />
      </header>
      {children}
    </div>
  );
}
