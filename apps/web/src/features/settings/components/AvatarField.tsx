import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type TUser } from '@freight/contracts';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveAvatar, useUploadAvatar } from '../api';
import { UserAvatar } from './UserAvatar';

interface Preview {
  file: File;
  url: string;
}

const MEGABYTES = AVATAR_MAX_BYTES / (1024 * 1024);

/** The profile picture: choose a file, look at it, then save it; or remove the current one. */
export function AvatarField({ user }: { user: TUser }) {
  const { t } = useTranslation('settings');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resetChooser = useRef<() => void>(null);
  const upload = useUploadAvatar(user.id);
  const remove = useRemoveAvatar(user.id);

  // The preview's object URL lives as long as the preview does.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const choose = (file: File | null) => {
    resetChooser.current?.();
    setProblem(null);
    if (!file) return;
    if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('avatar.wrong_type'));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setProblem(t('avatar.too_large', { megabytes: MEGABYTES }));
      return;
    }
    setPreview({ file, url: URL.createObjectURL(file) });
  };

  const save = async () => {
    if (!preview) return;
    try {
      await upload.mutateAsync(preview.file);
      setPreview(null);
      notifications.show({ color: 'green', message: t('avatar.saved') });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const removePicture = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      notifications.show({ color: 'green', message: t('avatar.removed') });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      {preview ? <Avatar src={preview.url} size={88} radius="xl" alt={t('avatar.preview_alt')} /> : <UserAvatar user={user} size={88} />}
      <Stack gap="xs" style={{ minWidth: 0 }}>
        {preview ? (
          <>
            <Text size="sm">{t('avatar.preview_hint')}</Text>
            <Group gap="xs">
              <Button size="sm" onClick={() => void save()} loading={upload.isPending}>
                {t('avatar.save')}
              </Button>
              <Button size="sm" variant="default" onClick={() => setPreview(null)} disabled={upload.isPending}>
                {t('actions.cancel', { ns: 'common' })}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Group gap="xs">
              <FileButton onChange={choose} accept={AVATAR_CONTENT_TYPES.join(',')} resetRef={resetChooser}>
                {(props) => (
                  <Button size="sm" variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} {...props}>
                    {user.avatar_url ? t('avatar.change') : t('avatar.upload')}
                  </Button>
                )}
              </FileButton>
              {user.avatar_url && (
                <Button
                  size="sm"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => void removePicture()}
                  loading={remove.isPending}
                >
                  {t('avatar.remove')}
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('avatar.hint', { megabytes: MEGABYTES })}
            </Text>
          </>
        )}
        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
