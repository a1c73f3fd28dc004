import { useTranslation } from 'react-i18next';

/** 'pickup' → 'Pickup', 'pickup.zip' → 'Pickup – Postcode': a locked path in the user's words. */
export function useLockPartName(): (path: string) => string {
  const { t, i18n } = useTranslation('templates');
  return (path) => {
    const [section = path, field] = path.split('.');
    const sectionKey = `templates:sections.${section}`;
    const sectionName = i18n.exists(sectionKey) ? t(`sections.${section}` as 'sections.goods') : section;
    if (!field) return sectionName;
    const fieldKey = `templates:fields_of.${field}`;
    return `${sectionName} – ${i18n.exists(fieldKey) ? t(`fields_of.${field}` as 'fields_of.zip') : field}`;
  };
}
