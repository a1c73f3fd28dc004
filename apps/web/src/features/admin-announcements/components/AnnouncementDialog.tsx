import { LOCALES, type Locale, type TAnnouncement, type TAnnouncementBodyInput } from '@freight/contracts';
import { Badge, Checkbox, Group, MultiSelect, SegmentedControl, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { ApiError } from '../../../lib/api-error';
import { LOCALE_NAMES } from '../../../lib/i18n';
import { useFieldErrorText, useSaveNotice } from '../../../lib/forms';
import { announcementResolver, AUDIENCE_LISTS, formFieldOf, formValues, type AnnouncementForm } from '../announcement-form';
import { useActiveOrganizations } from '../../organizations';
import { useRoleList } from '../../admin-roles';
import { useAudienceUsers, useSaveAnnouncement } from '../api';

interface AnnouncementDialogProps {
  /** The draft or scheduled announcement to change, or null to write one. */
  announcement: TAnnouncement | null;
  onClose: () => void;
}

/** Writes an announcement: its texts in each language, who receives it, and when it goes out. */
export function AnnouncementDialog({ announcement, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation('adminAnnouncements');
  const errorText = useFieldErrorText();
  const save = useSaveAnnouncement();
  const organizations = useActiveOrganizations({ withSites: true });
  const roles = useRoleList();
  const users = useAudienceUsers();
  const [language, setLanguage] = useState<Locale>('en');
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AnnouncementForm, unknown, TAnnouncementBodyInput>({
    resolver: announcementResolver,
    defaultValues: formValues(announcement),
  });
  const everyone = useWatch({ control, name: 'audience.everyone' });
  const delivery = useWatch({ control, name: 'delivery' });
  const titles = useWatch({ control, name: 'title' });

  const { notice, trySave } = useSaveNotice((error) => {
    const unplaced: string[] = [];
    if (!(error instanceof ApiError)) return unplaced;
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const own = formFieldOf(field);
      if (own && messages[0]) setError(own, { type: 'server', message: messages[0] });
      else unplaced.push(...messages);
    }
    return unplaced;
  });

  const submit = handleSubmit((body) =>
    trySave(async () => {
      const saved = (await save.mutateAsync({ id: announcement?.id ?? null, body })).data;
      notifications.show({
        color: 'green',
        message:
          saved.status === 'sent'
            ? t('form.sent', { count: saved.recipients })
            : saved.status === 'scheduled'
              ? t('form.scheduled', { when: dayjs(saved.scheduled_at).format('YYYY-MM-DD HH:mm') })
              : t('form.saved'),
      });
      onClose();
    }),
  );

  const organizationOptions = useMemo(
    () => (organizations.data ?? []).map((organization) => ({ value: String(organization.id), label: organization.name })),
    [organizations.data],
  );
  const siteOptions = useMemo(
    () =>
      (organizations.data ?? [])
        .filter((organization) => organization.sites.length > 0)
        .map((organization) => ({
          group: organization.name,
          items: organization.sites.map((site) => ({ value: String(site.id), label: site.name })),
        })),
    [organizations.data],
  );
  const roleOptions = useMemo(() => (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name })), [roles.data]);
  const userOptions = useMemo(
    () => (users.data ?? []).map((user) => ({ value: String(user.id), label: `${user.name} (${user.organization.name})` })),
    [users.data],
  );
  const audienceOptions = { organization_ids: organizationOptions, site_ids: siteOptions, role_ids: roleOptions, user_ids: userOptions };
  const audienceLabels = {
    organization_ids: t('form.organizations'),
    site_ids: t('form.sites'),
    role_ids: t('form.roles'),
    user_ids: t('form.users'),
  };
  const textError = (locale: Locale) => errors.title?.[locale] ?? errors.message?.[locale];

  return (
    <RecordDialog
      title={announcement ? t('form.edit_title') : t('form.add_title')}
      size="middle"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      saveLabel={t(delivery === 'now' ? 'form.save_now' : delivery === 'schedule' ? 'form.save_schedule' : 'form.save_draft')}
      separateActions
    >
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('form.languages')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('form.language_hint')}
        </Text>
      </Stack>
      <Tabs value={language} onChange={(value) => setLanguage((value as Locale | null) ?? 'en')} keepMounted>
        <Tabs.List>
          {LOCALES.map((locale) => (
            <Tabs.Tab
              key={locale}
              value={locale}
              lang={locale}
              rightSection={
                textError(locale) ? (
                  <Badge size="xs" color="red" variant="filled" circle aria-label={errorText(textError(locale))}>
                    !
                  </Badge>
                ) : locale !== 'en' && !titles[locale].trim() ? (
                  <Text span size="xs" c="dimmed">
                    {t('form.missing')}
                  </Text>
                ) : null
              }
            >
              {LOCALE_NAMES[locale]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LOCALES.map((locale) => (
          <Tabs.Panel key={locale} value={locale} pt="sm" lang={locale}>
            <Stack gap="sm">
              <TextInput
                {...register(`title.${locale}`)}
                label={t('form.title')}
                error={errorText(errors.title?.[locale])}
                required={locale === 'en'}
                maxLength={200}
              />
              <Textarea
                {...register(`message.${locale}`)}
                label={t('form.message')}
                error={errorText(errors.message?.[locale])}
                required={locale === 'en'}
                autosize
                minRows={4}
                maxRows={12}
                maxLength={5000}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>

      <Stack gap="xs" role="group" aria-label={t('form.audience')}>
        <Text fw={600} size="sm">
          {t('form.audience')}
        </Text>
        <Controller
          control={control}
          name="audience.everyone"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              label={t('form.everyone')}
              description={everyone ? t('form.everyone_hint') : t('form.audience_hint')}
              error={errorText(errors.audience?.everyone) ?? (everyone ? undefined : errorText(errors.audience?.root ?? errors.audience))}
            />
          )}
        />
        {!everyone &&
          AUDIENCE_LISTS.map((name) => (
            <Controller
              key={name}
              control={control}
              name={`audience.${name}`}
              render={({ field }) => (
                <MultiSelect
                  label={audienceLabels[name]}
                  placeholder={field.value.length === 0 ? t('form.choose') : undefined}
                  data={audienceOptions[name]}
                  value={field.value}
                  onChange={field.onChange}
                  searchable
                  clearable
                  hidePickedOptions
                  nothingFoundMessage={t('form.no_results')}
                  error={errorText(errors.audience?.[name])}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          ))}
      </Stack>

      <Stack gap="xs">
        <Text fw={600} size="sm" id="announcement-delivery">
          {t('form.delivery')}
        </Text>
        <Controller
          control={control}
          name="delivery"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby="announcement-delivery"
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'now', label: t('form.now') },
                { value: 'schedule', label: t('form.schedule') },
                { value: 'draft', label: t('form.draft') },
              ]}
              fullWidth
            />
          )}
        />
        {delivery === 'schedule' && (
          <Controller
            control={control}
            name="scheduled_at"
            render={({ field }) => (
              <DateTimePicker
                label={t('form.scheduled_at')}
                value={field.value}
                onChange={field.onChange}
                valueFormat="YYYY-MM-DD HH:mm"
                minDate={new Date()}
                required
                error={errorText(errors.scheduled_at)}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
        )}
      </Stack>
      <Group>
        <Checkbox {...register('email')} label={t('form.email')} description={t('form.email_hint')} />
      </Group>
    </RecordDialog>
  );
}
