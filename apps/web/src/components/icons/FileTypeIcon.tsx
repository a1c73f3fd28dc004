import { type FileTypeKind, fileTypeOf } from '@freight/domain';
import { type Icon, IconFile, IconFileTypeDocx, IconFileTypeJpg, IconFileTypePdf, IconFileTypePng } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// Tabler draws no JPEG variant; JPG is the same format.
const ICONS: Record<FileTypeKind, Icon> = {
  pdf: IconFileTypePdf,
  docx: IconFileTypeDocx,
  png: IconFileTypePng,
  jpg: IconFileTypeJpg,
  jpeg: IconFileTypeJpg,
  other: IconFile,
};

export interface FileTypeIconProps {
  /** The file name, path or address; its extension picks the icon. */
  fileName: string | null | undefined;
  size?: number;
}

/** A document's icon by its extension (SPEC §9), named for screen readers. */
export function FileTypeIcon({ fileName, size = 20 }: FileTypeIconProps) {
  const { t } = useTranslation('components');
  const kind = fileTypeOf(fileName);
  const FileIcon = ICONS[kind];
  return <FileIcon role="img" aria-label={t(`file_types.${kind}`)} size={size} stroke={1.7} />;
}
