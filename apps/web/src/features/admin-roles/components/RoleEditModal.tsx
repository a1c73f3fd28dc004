import { isBuiltInRole, GOD_USERS_ROLE, type TPermissionTreeNode, ZRoleBody } from '@freight/contracts';
import { Alert, Box, Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { ApiError, refusalMessage } from '../../../lib/api-error';
import { usePermissionTree, useSaveRole } from '../api';

export interface EditedRole {
  id: number;
  name: string;
  permissions: string[];
}

function keysOf(node: TPermissionTreeNode): string[] {
  return [node.key, ...node.children.flatMap(keysOf)];
}

/** The role edit modal: the role's name and a tree of permission checkboxes. */
export function RoleEditModal({ role, onClose }: { role: EditedRole | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('adminRoles');
  const tree = usePermissionTree(i18n.language);
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [granted, setGranted] = useState(() => new Set(role?.permissions ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const builtIn = role !== null && isBuiltInRole(role.name);
  const fixed = role?.name === GOD_USERS_ROLE;

  const setKeys = (keys: string[], on: boolean) =>
    setGranted((before) => {
      const next = new Set(before);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const submit = async () => {
    setErrors({});
    const parsed = ZRoleBody.safeParse({ name, permissions: [...granted] });
    if (!parsed.success) {
      setErrors({ name: t('validation.name') });
      return;
    }
    try {
      await save.mutateAsync({ id: role?.id ?? null, body: parsed.data });
      notifications.show({ color: 'green', message: role ? t('saved') : t('created') });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field.split('.')[0]!, messages[0] ?? ''])),
        );
      } else {
        setErrors({ form: refusalMessage(error) ?? String(error) });
      }
    }
  };

  const renderNode = (node: TPermissionTreeNode, depth: number) => {
    const keys = keysOf(node);
    const held = keys.filter((key) => granted.has(key)).length;
    return (
      <Box key={node.key} pl={depth * 24}>
        <Checkbox
          my={6}
          label={node.label}
          checked={granted.has(node.key)}
          indeterminate={!granted.has(node.key) && held > 0}
          disabled={fixed}
          onChange={(event) =>
            setKeys(event.currentTarget.checked ? keys : [node.key, ...(held === keys.length ? keys : [])], event.currentTarget.checked)
          }
        />
        {node.children.map((child) => renderNode(child, depth + 1))}
      </Box>
    );
  };

  return (
    <Modal opened onClose={onClose} title={role ? t('edit_title', { name: role.name }) : t('add')} size="middle">
      <Stack gap="md">
        {errors.form && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {errors.form}
          </Alert>
        )}
        <TextInput
          label={t('form.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
          disabled={builtIn}
          description={builtIn ? t('form.built_in') : undefined}
          error={errors.name}
        />
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('form.permissions')}
          </Text>
          {fixed && (
            <Text size="sm" c="dimmed">
              {t('form.god_fixed')}
            </Text>
          )}
          {errors.permissions && (
            <Text size="sm" c="red">
              {errors.permissions}
            </Text>
          )}
          <ScrollArea.Autosize mah={420} type="auto">
            {(tree.data ?? []).map((node) => renderNode(node, 0))}
          </ScrollArea.Autosize>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending} disabled={fixed}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
