import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../components/BrandMark';
import classes from './CenteredShell.module.css';

interface CenteredShellProps {
  children: ReactNode;
  /** Shown at the right of the top bar, usually the language switcher. */
  headerAction?: ReactNode;
}

/** One centred card on the brand background: sign-in pages and pages that stand alone. */
export function CenteredShell({ children, headerAction }: CenteredShellProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <BrandMark />
        {headerAction}
      </header>
      <main className={classes.main}>
        <Paper className={classes.card} radius="lg" shadow="md" withBorder>
          {children}
        </Paper>
      </main>
      <footer className={classes.footer}>
        <Text size="sm" c="dimmed">
          {t('footer.rights', { year: new Date().getFullYear() })} · {t('app.tagline')}
        </Text>
      </footer>
    </div>
  );
}
