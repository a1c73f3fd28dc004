import { OUTSIDE_SHIPMENT_ROWS_MAX } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { FileInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Takes the one .xlsx workbook both dialogs upload. */
export function WorkbookField({
  file,
  onChange,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('emissionsUpload');
  return (
    <FileInput
      label={t('file.label')}
      placeholder={t('file.placeholder')}
      description={t('file.hint', { rows: formatNumber(OUTSIDE_SHIPMENT_ROWS_MAX) })}
      accept={XLSX_ACCEPT}
      value={file}
      onChange={onChange}
      disabled={disabled}
      clearable
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      data-testid="emissions-workbook"
    />
  );
}
