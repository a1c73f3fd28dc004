import { Alert, Code, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRejection } from '../import-rejection';

/** A refused import: nothing landed; each wrong row with its number and the reasons. */
export function RejectedRows({ rejection }: { rejection: ImportRejection }) {
  const { t } = useTranslation('imports');
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('rejected.title')} role="alert">
        <Stack gap={4}>
          {rejection.rows.length > 0 && <Text size="sm">{t('rejected.text')}</Text>}
          {/* About the file as a whole (unreadable, empty, too long); the summary only when nothing more specific came. */}
          {(rejection.general.length > 0 || rejection.rows.length > 0 ? rejection.general : [rejection.message]).map((message) => (
            <Text key={message} size="sm" fw={600}>
              {message}
            </Text>
          ))}
        </Stack>
      </Alert>
      {rejection.rows.length > 0 && (
        <ScrollArea.Autosize mah={280} type="auto">
          <Table aria-label={t('rejected.list')} verticalSpacing={6} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={90}>
                  {t('rejected.line')}
                </Table.Th>
                <Table.Th scope="col" w={200}>
                  {t('rejected.column')}
                </Table.Th>
                <Table.Th scope="col">{t('rejected.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rejection.rows.map((row) => (
                <Fragment key={row.line}>
                  {row.fields.map((field, index) => (
                    <Table.Tr key={field.column ?? 'row'}>
                      {index === 0 && (
                        <Table.Th scope="rowgroup" rowSpan={row.fields.length} fw={600} style={{ verticalAlign: 'top' }}>
                          {t('rejected.row', { line: row.line })}
                        </Table.Th>
                      )}
                      <Table.Td>{field.column ? <Code>{field.column}</Code> : t('rejected.whole_row')}</Table.Td>
                      <Table.Td>{field.messages.join(' ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
