import { type TCarrierDetector, type DetectorMatch } from '@freight/contracts';
import { ActionIcon, Alert, Badge, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, refusalMessage } from '../../../lib/api-error';
import { useDeleteDetector, useSaveDetector } from '../api';

interface DraftDetector {
  id: number | null;
  pattern: string;
  match: DetectorMatch;
}

/** The raw names that mean this carrier in imports: add, change and remove them in place. */
export function DetectorsPanel({ carrierId, detectors }: { carrierId: number; detectors: TCarrierDetector[] }) {
  const { t } = useTranslation('adminCarriers');
  const save = useSaveDetector(carrierId);
  const remove = useDeleteDetector(carrierId);
  const [draft, setDraft] = useState<DraftDetector>({ id: null, pattern: '', match: 'exact' });
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ id: draft.id, body: { pattern: draft.pattern, match: draft.match } });
      notifications.show({ color: 'green', message: t('detectors.saved', { count: saved.data.rematch.shipments_matched }) });
      setDraft({ id: null, pattern: '', match: 'exact' });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 422
          ? (Object.values(failure.fieldErrors)[0]?.[0] ?? failure.serverMessage)
          : refusalMessage(failure),
      );
    }
  };

  const deleteDetector = (detector: TCarrierDetector) =>
    remove.mutate(detector.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('detectors.deleted') }),
      onError: (failure) => {
        const message = refusalMessage(failure);
        if (message) notifications.show({ color: 'red', message });
      },
    });

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('detectors.intro')}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('detectors.pattern')}
            value={draft.pattern}
            onChange={(event) => setDraft({ ...draft, pattern: event.currentTarget.value })}
            error={error}
            maxLength={200}
            w={320}
            required
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('detectors.match')}
            </Text>
            <SegmentedControl
              value={draft.match}
              onChange={(value) => setDraft({ ...draft, match: value as DetectorMatch })}
              data={[
                { value: 'exact', label: t('detectors.matches.exact') },
                { value: 'contains', label: t('detectors.matches.contains') },
              ]}
            />
          </Stack>
          <Group gap="xs" mt={25}>
            <Button type="submit" loading={save.isPending} leftSection={draft.id === null ? <IconPlus size={18} aria-hidden /> : undefined}>
              {draft.id === null ? t('detectors.add') : t('actions.save', { ns: 'common' })}
            </Button>
            {draft.id !== null && (
              <Button
                variant="default"
                onClick={() => {
                  setDraft({ id: null, pattern: '', match: 'exact' });
                  setError(null);
                }}
              >
                {t('actions.cancel', { ns: 'common' })}
              </Button>
            )}
          </Group>
        </Group>
      </form>
      {detectors.length === 0 ? (
        <Alert variant="light" color="blue" role="status">
          {t('detectors.empty')}
        </Alert>
      ) : (
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detectors.pattern')}</Table.Th>
              <Table.Th>{t('detectors.match')}</Table.Th>
              <Table.Th w={100} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detectors.map((detector) => (
              <Table.Tr key={detector.id}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {detector.pattern}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" radius="sm" color={detector.match === 'exact' ? 'blue' : 'grape'}>
                    {t(`detectors.matches.${detector.match}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      onClick={() => setDraft({ id: detector.id, pattern: detector.pattern, match: detector.match })}
                      aria-label={t('detectors.edit_label', { pattern: detector.pattern })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => deleteDetector(detector)}
                      loading={remove.isPending && remove.variables === detector.id}
                      aria-label={t('detectors.delete_label', { pattern: detector.pattern })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
