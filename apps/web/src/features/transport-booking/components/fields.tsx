import { Card, Group, Stack, Text, TextInput, Textarea, Title, type TextInputProps, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, get, type FieldPath, useFormContext } from 'react-hook-form';
import { useFieldErrorText } from '../../../lib/forms';
import type { BookingFormValues } from '../booking-form';

export type BookingPath = FieldPath<BookingFormValues>;

/** The message to show under the field at a dotted value path, such as `goods.0.description`. */
export function useErrorAt(): (path: string) => string | undefined {
  const {
    formState: { errors },
  } = useFormContext<BookingFormValues>();
  const errorText = useFieldErrorText();
  return (path) => errorText(get(errors, path));
}

/** A text field of the booking form, bound by its value path. */
export function FormTextInput({ name, ...props }: { name: BookingPath } & Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'name'>) {
  const { control } = useFormContext<BookingFormValues>();
  const errorAt = useErrorAt();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...props}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errorAt(name)}
        />
      )}
    />
  );
}

export function FormTextarea({ name, ...props }: { name: BookingPath } & Omit<TextareaProps, 'value' | 'onChange' | 'error' | 'name'>) {
  const { control } = useFormContext<BookingFormValues>();
  const errorAt = useErrorAt();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Textarea
          autosize
          minRows={2}
          maxRows={6}
          {...props}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errorAt(name)}
        />
      )}
    />
  );
}

/** One titled block of a step. */
export function StepSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" mb="md" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
