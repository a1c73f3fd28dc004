import { CUSTOMS_DOCUMENT_TYPES, type TCustomsDeclaration } from '@freight/contracts';
import { useTranslation } from 'react-i18next';
import { DocumentsPanel } from '../../../components/DocumentsPanel';
import { declarationCalls, downloadCustomsDocument, useDeclarationChange } from '../api';

/** The declaration's files: invoice, packing list, transport documents and release notes. */
export function DeclarationDocuments({ declaration }: { declaration: TCustomsDeclaration }) {
  const { t } = useTranslation('customs');
  const calls = declarationCalls(declaration.id);
  const upload = useDeclarationChange(declaration.id, calls.upload);
  const remove = useDeclarationChange(declaration.id, calls.deleteDocument);
  return (
    <DocumentsPanel
      title={t('documents.title')}
      documents={declaration.documents}
      types={CUSTOMS_DOCUMENT_TYPES}
      typeLabel={(type) => t(`document_types.${type}`)}
      onUpload={upload.mutateAsync}
      onDownload={(document) => downloadCustomsDocument(document.id, document.filename)}
      onDelete={remove.mutateAsync}
    />
  );
}
