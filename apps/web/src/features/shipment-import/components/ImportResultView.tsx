import type { TImportResult } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './ImportResultView.module.css';

const FIGURES = ['rows', 'created', 'updated', 'events_added', 'events_duplicate'] as const;

/** What an import did: the counts, and the carrier names nobody recognised. */
export function ImportResultView({ result, fileName }: { result: TImportResult; fileName: string }) {
  const { t } = useTranslation('imports');
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('result.title')} role="status">
        {t('result.summary', { name: fileName })}
      </Alert>
      {/* The value is drawn above its label, while the markup keeps the label first for readers. */}
      <dl className={classes.figures} aria-label={t('result.figures')}>
        {FIGURES.map((figure) => (
          <div key={figure} className={classes.figure}>
            <dt className={classes.label}>{t(`result.${figure}`)}</dt>
            <dd className={classes.value} data-testid={`import-${figure}`}>
              {formatNumber(result[figure])}
            </dd>
          </div>
        ))}
      </dl>
      {result.unmatched_carriers.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('result.unmatched_title')}>
          <Stack gap="xs">
            <Text size="sm">{t('result.unmatched_text')}</Text>
            <Group gap={6} role="list" aria-label={t('result.unmatched_title')}>
              {result.unmatched_carriers.map((name) => (
                <Badge key={name} role="listitem" variant="default" radius="sm" tt="none">
                  {name}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
