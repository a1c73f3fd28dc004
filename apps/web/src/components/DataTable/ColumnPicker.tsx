import { TABLE_PINNED_COLUMNS_MAX } from '@freight/contracts';
import {
  canMoveColumn,
  canToggleColumn,
  canTogglePin,
  type ColumnLayoutEntry,
  MIN_VISIBLE_COLUMNS,
  moveColumn,
  toggleColumn,
  togglePin,
} from '@freight/domain';
import { ActionIcon, Button, Checkbox, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns3, IconPin, IconPinFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ColumnPickerProps {
  layout: readonly ColumnLayoutEntry[];
  titles: ReadonlyMap<string, string>;
  onChange: (layout: ColumnLayoutEntry[]) => void;
  onReset: () => void;
}

/** Shows, hides, pins and orders a table's columns within the layout rules of SPEC §5. */
export function ColumnPicker({ layout, titles, onChange, onReset }: ColumnPickerProps) {
  const { t } = useTranslation('components');
  return (
    <Popover position="bottom-end" shadow="md" width={320} trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={18} aria-hidden />}>
          {t('columns.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {t('columns.hint', { min: MIN_VISIBLE_COLUMNS, max: TABLE_PINNED_COLUMNS_MAX })}
          </Text>
          <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
            <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {layout.map((entry) => {
                const column = titles.get(entry.key) ?? entry.key;
                return (
                  <Group key={entry.key} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    <Checkbox
                      label={column}
                      checked={entry.visible}
                      disabled={!canToggleColumn(layout, entry.key)}
                      onChange={() => onChange(toggleColumn(layout, entry.key))}
                      styles={{ root: { minWidth: 0 } }}
                    />
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant={entry.pinned ? 'light' : 'subtle'}
                        color={entry.pinned ? undefined : 'gray'}
                        aria-label={t(entry.pinned ? 'columns.unpin' : 'columns.pin', { column })}
                        aria-pressed={entry.pinned}
                        disabled={!canTogglePin(layout, entry.key)}
                        onClick={() => onChange(togglePin(layout, entry.key))}
                      >
                        {entry.pinned ? <IconPinFilled size={16} aria-hidden /> : <IconPin size={16} aria-hidden />}
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('columns.move_up', { column })}
                        disabled={!canMoveColumn(layout, entry.key, -1)}
                        onClick={() => onChange(moveColumn(layout, entry.key, -1))}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('columns.move_down', { column })}
                        disabled={!canMoveColumn(layout, entry.key, 1)}
                        onClick={() => onChange(moveColumn(layout, entry.key, 1))}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
          <Button variant="subtle" size="compact-sm" onClick={onReset} style={{ alignSelf: 'flex-start' }}>
            {t('columns.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
