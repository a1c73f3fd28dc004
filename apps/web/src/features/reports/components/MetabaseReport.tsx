import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './EmbeddedReport.module.css';

/**
 * A Metabase dashboard framed at the address the server signed. Metabase answers the frame's
 * requests only while the signed token lasts, and a fresh address reloads the frame, so the reader
 * is told when the token has ended and reloads the report when it suits them, rather than having
 * it reload under their eyes.
 */
export function MetabaseReport({ url, expiresAt, title, onRenew }: { url: string; expiresAt: string; title: string; onRenew: () => void }) {
  const { t } = useTranslation('reports');
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), Math.max(new Date(expiresAt).getTime() - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  return (
    <Stack gap="sm">
      {expired && (
        <Alert color="yellow" icon={<IconClockExclamation size={18} aria-hidden />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('expired')}</Text>
            <Button size="xs" variant="light" color="yellow" onClick={onRenew}>
              {t('reload')}
            </Button>
          </Group>
        </Alert>
      )}
      <div className={classes.frame}>
        <iframe className={classes.fill} src={url} title={title} />
      </div>
    </Stack>
  );
}
