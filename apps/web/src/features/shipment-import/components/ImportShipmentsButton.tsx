import { isAllowed } from '@freight/contracts';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';

// Only admins import, and rarely: the dialog's code loads when it is first opened.
const ImportShipmentsDialog = lazy(() => import('./ImportShipmentsDialog'));

/** Opens the import dialog; shown to site admins and above, who may import (SPEC §6). */
export function ImportShipmentsButton() {
  const { t } = useTranslation('imports');
  const user = useSessionUser();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  if (!user || !isAllowed('siteAdmin', user)) return null;

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileImport size={18} aria-hidden />}
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
      >
        {t('upload.open')}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ImportShipmentsDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
