import { routePath } from '@freight/contracts';
import { Alert, Button, Center, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { api, ApiError } from '../../../lib/api';

/**
 * Images show in the window; anything else (PDFs too: the page's security policy allows no
 * embedded frames or plugins) is offered as a download.
 */
function previewKind(type: string): 'image' | null {
  return /^image\/(png|jpe?g|gif|webp|svg\+xml)$/.test(type) ? 'image' : null;
}

/**
 * `/documents/{id}`: a shipment's document, an image shown in the window, and always offered as
 * a download. A document outside the user's shipments is not found (SPEC §2).
 */
export default function DocumentPage() {
  const { t } = useTranslation('shell');
  const id = Number(useParams().id);
  const file = useQuery({
    queryKey: ['documents', id],
    queryFn: ({ signal }) => api.file(`/documents/${id}/download`, { signal, quiet: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data.blob) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const name = file.data?.filename ?? t('document_page.untitled', { id });
  const missing = !Number.isInteger(id) || id <= 0 || (file.error instanceof ApiError && [403, 404].includes(file.error.status));

  if (missing || file.isError) {
    return (
      <Center mih="100vh" p="lg">
        <PageTitle title={t('routes.document')} />
        <Stack gap="md" maw={440} align="flex-start">
          <IconFileOff size={40} aria-hidden />
          <Title order={1} size="h2">
            {missing ? t('document_page.not_found_title') : t('document_page.failed_title')}
          </Title>
          <Text c="dimmed">{missing ? t('document_page.not_found_text') : t('document_page.failed_text')}</Text>
          <Button component={Link} to={routePath('transport.shipments')}>
            {t('document_page.to_shipments')}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!file.data || !url) {
    return (
      <Center mih="100vh">
        <PageTitle title={t('routes.document')} />
        <Loader aria-label={t('document_page.loading')} />
      </Center>
    );
  }

  const kind = previewKind(file.data.blob.type);
  return (
    <Stack gap={0} h="100vh">
      <PageTitle title={name} />
      <Group justify="space-between" gap="sm" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Title order={1} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Button component="a" href={url} download={name} leftSection={<IconDownload size={18} aria-hidden />} style={{ flexShrink: 0 }}>
          {t('document_page.download')}
        </Button>
      </Group>
      {kind === 'image' && (
        <Center flex={1} p="md" style={{ overflow: 'auto' }}>
          <Image src={url} alt={name} maw="100%" fit="contain" />
        </Center>
      )}
      {kind === null && (
        <Center flex={1} p="md">
          <Alert variant="light" maw={480} title={t('document_page.no_preview_title')}>
            {t('document_page.no_preview_text')}
          </Alert>
        </Center>
      )}
    </Stack>
  );
}
