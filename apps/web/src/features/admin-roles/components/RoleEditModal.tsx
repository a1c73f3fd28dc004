import { isBuiltInRole, GOD_USERS_ROLE, type TPermissionTreeNode, ZRoleBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Checkbox, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { usePermissionTree, useSaveRole } from '../api';

export interface EditedRole {
  id: number;
  name: string;
  permissions: string[];
}

const FIELDS = ['name', 'permissions'] as const;

function keysOf(node: TPermissionTreeNode): string[] {
  return [node.key, ...node.children.flatMap(keysOf)];
}

/** The role edit modal: the role's name and a tree of permission checkboxes. */
export function RoleEditModal({ role, onClose }: { role: EditedRole | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('adminRoles');
  const errorText = useFieldErrorText();
  const tree = usePermissionTree(i18n.language);
  const save = useSaveRole();
  const { control, register, setValue, getValues, errors, notice, submit } = useRecordForm(
    {
      resolver: zodResolver(ZRoleBody),
      defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
    },
    {
      fields: FIELDS,
      save: (body) => save.mutateAsync({ id: role?.id ?? null, body }),
      saved: role ? t('saved') : t('created'),
      onDone: onClose,
    },
  );
  const granted = new Set(useWatch({ control, name: 'permissions' }));
  const builtIn = role !== null && isBuiltInRole(role.name);
  const fixed = role?.name === GOD_USERS_ROLE;

  const setKeys = (keys: string[], on: boolean) => {
    const next = new Set(getValues('permissions'));
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    setValue('permissions', [...next]);
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
    <RecordDialog
      title={role ? t('edit_title', { name: role.name }) : t('add')}
      size="middle"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      readOnly={fixed}
    >
      <TextInput
        {...register('name')}
        label={t('form.name')}
        required
        maxLength={100}
        disabled={builtIn}
        description={builtIn ? t('form.built_in') : undefined}
        error={errorText(errors.name)}
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
            {errorText(errors.permissions)}
          </Text>
        )}
        <ScrollArea.Autosize mah={420} type="auto">
          {(tree.data ?? []).map((node) => renderNode(node, 0))}
        </ScrollArea.Autosize>
      </Stack>
    </RecordDialog>
  );
}
