import type { TUser } from '@freight/contracts';
import { Avatar } from '@mantine/core';
import { useAuthorizedImage } from '../../lib/authorized-image';

function initials(name: string): string {
  const words = name
    .replace(/\b(AB|AS|Ltd|Inc|GmbH|Oy)\b\.?/g, '')
    .trim()
    .split(/\s+/);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase();
}

/** The organization's logo, fetched with the token; its initials on the brand colour without one or until then. */
export function OrganizationLogo({ organization, size }: { organization: TUser['organization']; size: number }) {
  const logo = useAuthorizedImage(organization.logo_url);
  return (
    <Avatar src={logo} size={size} radius="md" color="brand" variant="filled" alt={organization.name}>
      {initials(organization.name)}
    </Avatar>
  );
}
