import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The red notice above a form for what no field shows (SPEC §5, §8), such as a refused save. */
export function FormNotice({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {messages.join(', ')}
    </Alert>
  );
}
