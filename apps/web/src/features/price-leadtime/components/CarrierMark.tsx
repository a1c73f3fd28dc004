import { Avatar, Group, Text } from '@mantine/core';
import { useState } from 'react';

export interface CarrierMarkProps {
  name: string;
  logoUrl: string | null;
}

/** A carrier's logo, or its initials and name when it has none or the logo does not load. */
export function CarrierMark({ name, logoUrl }: CarrierMarkProps) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return (
      <Group gap="xs" wrap="nowrap">
        <img src={logoUrl} alt="" height={28} style={{ maxWidth: 96, objectFit: 'contain' }} onError={() => setFailed(true)} />
        <Text fw={650} size="sm">
          {name}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar size={32} radius="md" color="brand" variant="light" aria-hidden>
        {name
          .split(/\s+/)
          .slice(0, 2)
          .map((word) => word.charAt(0))
          .join('')
          .toUpperCase()}
      </Avatar>
      <Text fw={650} size="sm">
        {name}
      </Text>
    </Group>
  );
}
