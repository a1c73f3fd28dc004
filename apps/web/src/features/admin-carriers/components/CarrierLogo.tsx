import { Avatar, Image } from '@mantine/core';
import { useState } from 'react';

/** A carrier's logo, or its initials when it has none or the logo does not load. */
export function CarrierLogo({ name, logoUrl, size = 32 }: { name: string; logoUrl: string | null; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (logoUrl && failed !== logoUrl) {
    return <Image src={logoUrl} alt="" h={size} w="auto" maw={size * 3} fit="contain" onError={() => setFailed(logoUrl)} />;
  }
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
  return (
    <Avatar size={size} radius="md" color="brand" variant="light" aria-hidden>
      {initials}
    </Avatar>
  );
}
