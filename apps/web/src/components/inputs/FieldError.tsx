import { Input } from '@mantine/core';

export interface FieldErrorProps {
  /** The messages of one field, or the messages of every field with `name` picking one. */
  errors: readonly string[] | Readonly<Record<string, readonly string[]>> | string | null | undefined;
  name?: string;
  id?: string;
}

function firstMessage(errors: FieldErrorProps['errors'], name: string | undefined): string | null {
  if (!errors) return null;
  if (typeof errors === 'string') return errors;
  const messages = Array.isArray(errors) ? errors : name ? (errors as Record<string, readonly string[]>)[name] : undefined;
  return messages?.find((message) => message !== '') ?? null;
}

/** The first error message of a field (SPEC §5), such as one of a server's 422 answer. */
export function FieldError({ errors, name, id }: FieldErrorProps) {
  const message = firstMessage(errors, name);
  if (!message) return null;
  return (
    <Input.Error id={id} role="alert">
      {message}
    </Input.Error>
  );
}
