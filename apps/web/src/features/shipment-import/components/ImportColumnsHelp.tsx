import { Accordion, Anchor, Badge, Code, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload, IconTableColumn } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { importColumnGroups, importTemplateHref } from '../import-columns';

const GROUPS = importColumnGroups();
const HINTS = ['shipment_number', 'site_key', 'event', 'dates', 'values'] as const;

/** The columns an import file may have, from the import contract, with a template to fill in. */
export function ImportColumnsHelp() {
  const { t } = useTranslation('imports');
  return (
    <Accordion variant="contained" radius="md" chevronPosition="right">
      <Accordion.Item value="columns">
        <Accordion.Control icon={<IconTableColumn size={18} aria-hidden />}>{t('columns.toggle')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Text size="sm">{t('columns.intro')}</Text>
            {GROUPS.map(({ group, columns }) => (
              <Stack key={group} gap={4}>
                <Text size="sm" fw={600}>
                  {t(`columns.groups.${group}`)}
                </Text>
                <Group gap={6} data-testid={`import-columns-${group}`}>
                  {columns.map((column) =>
                    column.required ? (
                      <Badge key={column.name} variant="filled" radius="sm" tt="none" title={t('columns.required')}>
                        {column.name} · {t('columns.required')}
                      </Badge>
                    ) : (
                      <Code key={column.name}>{column.name}</Code>
                    ),
                  )}
                </Group>
              </Stack>
            ))}
            <List size="sm" spacing={4}>
              {HINTS.map((hint) => (
                <List.Item key={hint}>{t(`columns.hints.${hint}`)}</List.Item>
              ))}
            </List>
            <Anchor href={importTemplateHref()} download={t('columns.template_file')} size="sm">
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden />
                {t('columns.template')}
              </Group>
            </Anchor>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
