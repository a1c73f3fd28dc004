import { DELETE_COMMAND, type DeleteDecision, type DeleteKind, deleteDecision } from '@freight/domain';
import { Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../Modal/Modal';

export interface MoveTargetSite {
  id: number;
  name: string;
}

export interface DeleteModalProps {
  opened: boolean;
  onClose: () => void;
  kind: DeleteKind;
  /** The name of what is removed, as the user knows it. */
  name: string;
  /** For a site: the other sites its users may move to. */
  moveTargets?: readonly MoveTargetSite[];
  /** While the parent's delete call runs. */
  loading?: boolean;
  /** The user's confirmed choice; the parent makes the delete call. */
  onConfirm: (decision: DeleteDecision) => void;
}

/** Confirms a removal of any kind of SPEC §3, with the command rules of SPEC §4. */
export function DeleteModal({ opened, onClose, kind, ...props }: DeleteModalProps) {
  const { t } = useTranslation('components');
  return (
    <Modal opened={opened} onClose={onClose} size="sm" title={t(`delete.titles.${kind}`)}>
      <DeleteForm kind={kind} onClose={onClose} {...props} />
    </Modal>
  );
}

type SiteUsersChoice = 'delete' | 'move';

// Lives only while the dialog is open, so every opening starts with empty answers.
function DeleteForm({ kind, name, moveTargets = [], loading = false, onConfirm, onClose }: Omit<DeleteModalProps, 'opened'>) {
  const { t } = useTranslation('components');
  const [choice, setChoice] = useState<SiteUsersChoice>('delete');
  const [command, setCommand] = useState('');
  const [moveToSiteId, setMoveToSiteId] = useState<number | null>(null);

  const decision = kind === 'site' ? deleteDecision(kind, choice === 'move' ? { moveToSiteId } : { command }) : deleteDecision(kind);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision && !loading) onConfirm(decision);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t(`delete.texts.${kind}`, { name })}</Text>
        {kind === 'site' && (
          <Radio.Group label={t('delete.site_choice')} value={choice} onChange={(value) => setChoice(value as SiteUsersChoice)}>
            <Stack gap="sm" mt="xs">
              <Radio value="delete" label={t('delete.site_delete_users')} />
              {choice === 'delete' && (
                <TextInput
                  label={t('delete.command_label', { command: DELETE_COMMAND })}
                  value={command}
                  onChange={(event) => setCommand(event.currentTarget.value)}
                  autoComplete="off"
                  data-autofocus
                />
              )}
              <Radio value="move" label={t('delete.site_move_users')} disabled={moveTargets.length === 0} />
              {moveTargets.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('delete.no_other_sites')}
                </Text>
              )}
              {choice === 'move' && (
                <Select
                  label={t('delete.move_to_label')}
                  placeholder={t('delete.move_to_placeholder')}
                  data={moveTargets.map((site) => ({ value: String(site.id), label: site.name }))}
                  value={moveToSiteId === null ? null : String(moveToSiteId)}
                  onChange={(value) => setMoveToSiteId(value === null ? null : Number(value))}
                  searchable
                />
              )}
            </Stack>
          </Radio.Group>
        )}
        <Text size="sm" c="dimmed">
          {t('delete.irreversible')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" color="red" disabled={!decision} loading={loading}>
            {t('actions.delete', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
