import type { TRecalculateResult } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { useRecalculateRules } from '../api';
import { refusalMessage } from '../../../lib/api-error';

const COUNTS = [
  'examined',
  'sites_changed',
  'directions_changed',
  'carriers_detected',
  'shares_changed',
] as const satisfies readonly (keyof TRecalculateResult)[];

/** Re-applies the rules to shipments already imported, after a confirmation, and tells what changed. */
export function RecalculateButton() {
  const { t } = useTranslation('imports');
  const [confirming, setConfirming] = useState(false);
  const recalculate = useRecalculateRules();

  const run = () =>
    recalculate.mutate(undefined, {
      onSuccess: ({ data }) => {
        setConfirming(false);
        notifications.show({
          color: 'green',
          title: t('rules.recalculate.done_title'),
          autoClose: 10_000,
          message: (
            <List size="sm" spacing={2} data-testid="recalculate-result">
              {COUNTS.map((count) => (
                <List.Item key={count}>
                  {t(`rules.recalculate.${count}`, { count: data[count], formatted: formatNumber(data[count]) })}
                </List.Item>
              ))}
            </List>
          ),
        });
      },
      onError: (error) => {
        const message = refusalMessage(error);
        if (message) notifications.show({ color: 'red', message });
      },
    });

  return (
    <>
      {/* Its long label may wrap on a phone rather than widen the page. */}
      <Button
        variant="default"
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={() => setConfirming(true)}
        h="auto"
        mih={36}
        py={6}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal' } }}
      >
        {t('rules.recalculate.open')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => !recalculate.isPending && setConfirming(false)}
        title={t('rules.recalculate.title')}
        size="sm"
      >
        <Stack gap="md">
          <Text size="sm">{t('rules.recalculate.text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={recalculate.isPending}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button onClick={run} loading={recalculate.isPending}>
              {t('rules.recalculate.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
