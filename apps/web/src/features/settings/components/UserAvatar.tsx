import type { TUser } from '@freight/contracts';
import { Avatar, type AvatarProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAuthorizedImage } from '../../../lib/authorized-image';
import { sessionUserQuery } from '../../../lib/session';

function userInitials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/**
 * The user's picture, or initials when there is none. The address carries the time the user
 * was last loaded, so a new upload is never hidden behind the browser's cache.
 */
export function UserAvatar({ user, ...props }: { user: TUser } & AvatarProps) {
  const { dataUpdatedAt } = useQuery({ ...sessionUserQuery, enabled: false });
  const picture = useAuthorizedImage(user.avatar_url ? `${user.avatar_url}?v=${dataUpdatedAt}` : null);
  return (
    <Avatar src={picture} color="brand" radius="xl" alt="" {...props}>
      {userInitials(user.name)}
    </Avatar>
  );
}
