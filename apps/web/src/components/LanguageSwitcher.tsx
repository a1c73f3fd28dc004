import { LOCALES, type Locale } from '@freight/contracts';
import { Box, Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale, LOCALE_NAMES } from '../lib/i18n';

/** Lists each language in its own name, so a visitor finds theirs whatever is shown now. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const active = currentLocale();

  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          fw={500}
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('language.change', { language: LOCALE_NAMES[active] })}
          data-testid="language-switcher"
        >
          <Box component="span" visibleFrom="xs">
            {LOCALE_NAMES[active]}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((locale: Locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void changeLocale(locale)}
            rightSection={locale === active ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={locale === active ? 'true' : undefined}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
