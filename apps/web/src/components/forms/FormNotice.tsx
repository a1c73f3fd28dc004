import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * The red notice above a form for what no field shows (SPEC §5, §8), such as a refused save;
 * nothing when there is no message (an absent one counts as none).
 */
export function FormNotice({ messages }: { messages: readonly (string | null | undefined)[] }) {
  const shown = messages.filter((message): message is string => Boolean(message));
  if (shown.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {shown.join(', ')}
    </Alert>
  );
}
