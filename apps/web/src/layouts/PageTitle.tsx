import { useTranslation } from 'react-i18next';

/** The browser tab's title: the page first, then the product. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} · ${t('app.name')}`}</title>;
}
