import { PURCHASE_DOCUMENT_TYPES } from '@freight/contracts';
import { useTranslation } from 'react-i18next';
import { DocumentsPanel } from '../../../components/DocumentsPanel';
import { downloadOrderDocument, useDeleteOrderDocument, useOrderDocuments, useUploadOrderDocument } from '../order-documents';

/** The supplier's confirmation, proforma invoices and packing lists kept with the order. */
export function OrderDocumentsPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation('purchase');
  const documents = useOrderDocuments(orderId);
  const upload = useUploadOrderDocument(orderId);
  const remove = useDeleteOrderDocument(orderId);
  return (
    <DocumentsPanel
      title={t('documents.title')}
      documents={documents.data ?? []}
      types={PURCHASE_DOCUMENT_TYPES}
      typeLabel={(type) => t(`documents.types.${type}`)}
      onUpload={upload.mutateAsync}
      onDownload={downloadOrderDocument}
      onDelete={remove.mutateAsync}
    />
  );
}
