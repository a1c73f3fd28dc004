import { ZPasswordEmailBody, type TMessageResponse, type TPasswordEmailBody } from '@freight/contracts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconMailCheck } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { applyServerErrors, useFieldErrorText, useFieldNamer } from '../../../lib/forms';

interface EmailRequestFormProps {
  request: UseMutationResult<TMessageResponse, Error, TPasswordEmailBody>;
  submitLabel: string;
  sentTitle: string;
}

/** Asks for an e-mail address and sends a link to it; the server's answer replaces the form. */
export function EmailRequestForm({ request, submitLabel, sentTitle }: EmailRequestFormProps) {
  const { t } = useTranslation('auth');
  const namer = useFieldNamer();
  const errorText = useFieldErrorText();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZPasswordEmailBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setUnplaced([]);
    try {
      await request.mutateAsync(body);
    } catch (error) {
      setUnplaced(applyServerErrors(error, ['email'], setError, namer));
    }
  });

  if (request.isSuccess) {
    return (
      <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} title={sentTitle} role="status">
        {request.data.message}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        <FormNotice messages={unplaced} />
        <TextInput
          {...register('email')}
          label={t('login.email')}
          placeholder={t('login.email_placeholder')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(errors.email)}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
