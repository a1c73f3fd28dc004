import type { TOutsideVerifyResult } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Alert, Badge, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const figure = (value: number | null, decimals: number) =>
  value === null ? '–' : formatNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** Every checked row with its figures or its errors, and what the whole workbook comes to. */
export function VerifyPreview({ result }: { result: TOutsideVerifyResult }) {
  const { t } = useTranslation('emissionsUpload');
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} role="status">
        {t('preview.summary', {
          valid: formatNumber(result.rows_valid),
          total: formatNumber(result.rows_total),
          co2e: figure(result.co2e_wtw_kg, 1),
        })}
      </Text>
      {result.rows_invalid > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('preview.invalid_title')} role="alert">
          {t('preview.invalid_text', { count: result.rows_invalid })}
        </Alert>
      )}
      <ScrollArea.Autosize mah={340} type="auto">
        <Table aria-label={t('preview.table')} verticalSpacing={6} withTableBorder stickyHeader miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={60}>
                {t('preview.line')}
              </Table.Th>
              <Table.Th scope="col">{t('preview.reference')}</Table.Th>
              <Table.Th scope="col">{t('preview.mode')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('preview.distance')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('preview.co2e')}
              </Table.Th>
              <Table.Th scope="col">{t('preview.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.rows.map((row) => (
              <Table.Tr key={row.line} data-invalid={row.errors.length > 0 || undefined}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.reference ?? '–'}</Table.Td>
                <Table.Td>{row.mode ? t(`preview.modes.${row.mode}`) : '–'}</Table.Td>
                <Table.Td ta="right">{figure(row.distance_km, 1)}</Table.Td>
                <Table.Td ta="right">{figure(row.co2e_wtw_kg, 3)}</Table.Td>
                <Table.Td>
                  {row.errors.length === 0 ? (
                    <Badge color="green" variant="light">
                      {row.data_quality ? `${t('preview.ok')} · ${t(`preview.qualities.${row.data_quality}`)}` : t('preview.ok')}
                    </Badge>
                  ) : (
                    <Stack gap={2}>
                      {row.errors.map((error) => (
                        <Text key={`${error.column}-${error.message}`} size="sm" c="red.8">
                          {error.column ? <strong>{t(`columns.${error.column}`, { defaultValue: error.column })}: </strong> : null}
                          {error.message}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {result.truncated && (
        <Text size="xs" c="dimmed">
          {t('preview.truncated')}
        </Text>
      )}
    </Stack>
  );
}
