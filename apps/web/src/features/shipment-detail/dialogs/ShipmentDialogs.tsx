import type { CannedResponsePurpose, TConsignmentDetail, TDocument, TException } from '@freight/contracts';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ComposeEmailDialog } from '../../canned-responses';
import { useShipmentChange } from '../api';
import { AddEventDialog, CommentDialog, RaiseExceptionDialog, ReminderDialog, SnoozeDialog } from './ActivityDialogs';
import { AddressDialog, type AddressParty } from './AddressDialog';
import { CarrierDialog } from './CarrierDialog';
import { ExceptionDialog, type ExceptionAction } from './ExceptionDialog';
import {
  EditShipmentDialog,
  GoodsInfoDialog,
  OwnerDialog,
  PriceTermsDialog,
  ReferencesDialog,
  SetEtaDialog,
  SetTimeDialog,
  type ShipmentDialogProps,
  type TimeField,
  WaybillDialog,
} from './FieldDialogs';
import { CargoDialog, ShipmentItemDialog } from './GoodsDialogs';
import { GenerateEmailDialog, SendInformationDialog } from './SharingDialogs';
import { TimelineDialog } from './TimelineDialog';
import { ConfirmModal } from '../../../components/Modal/ConfirmModal';

/** The shipment modals of SPEC §2, and what each one opens on. */
export type ShipmentDialog =
  | { kind: 'add_event' | 'cargo' | 'carrier' | 'comment' | 'edit_shipment' | 'generate_email' | 'goods_info' | 'mail_app' | 'owner' }
  | { kind: 'price_terms' | 'references' | 'send_information' | 'set_eta' | 'set_timeline' | 'snooze' | 'waybill' }
  | { kind: 'reminder' | 'raise_exception' }
  | { kind: 'canned_email'; purpose?: CannedResponsePurpose }
  | { kind: 'shipment_address'; party: AddressParty }
  | { kind: 'shipment_item'; index: number | null }
  | { kind: 'set_time'; field: TimeField }
  | { kind: 'exceptions_edit'; exception: TException; action: ExceptionAction }
  | { kind: 'document_delete'; document: TDocument };

function DocumentDeleteDialog({ shipment, document, onClose }: ShipmentDialogProps & { document: TDocument }) {
  const { t } = useTranslation('shipment');
  const remove = useShipmentChange(shipment.uuid, (calls, id: number) => calls.deleteDocument(id));
  return (
    <ConfirmModal
      opened
      title={t('dialogs.document_delete')}
      text={t('documents.delete_text', { name: document.filename })}
      note={t('confirm.irreversible')}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(document.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('documents.deleted') });
            onClose();
          },
        })
      }
    />
  );
}

/** The open dialog, if any; each mounts fresh, so it starts from what the shipment holds now. */
export function ShipmentDialogs({
  dialog,
  shipment,
  onOpen,
  onClose,
}: {
  dialog: ShipmentDialog | null;
  shipment: TConsignmentDetail;
  onOpen: (dialog: ShipmentDialog) => void;
  onClose: () => void;
}) {
  if (!dialog) return null;
  const props = { shipment, onClose };
  switch (dialog.kind) {
    case 'add_event':
      return <AddEventDialog {...props} />;
    case 'cargo':
      return <CargoDialog {...props} />;
    case 'carrier':
      return <CarrierDialog {...props} />;
    case 'comment':
      return <CommentDialog {...props} />;
    case 'edit_shipment':
      return <EditShipmentDialog {...props} />;
    case 'generate_email':
      return <ComposeEmailDialog {...props} />;
    case 'canned_email':
      return <ComposeEmailDialog {...props} purpose={dialog.purpose} />;
    case 'mail_app':
      return <GenerateEmailDialog {...props} />;
    case 'goods_info':
      return <GoodsInfoDialog {...props} />;
    case 'owner':
      return <OwnerDialog {...props} />;
    case 'price_terms':
      return <PriceTermsDialog {...props} />;
    case 'references':
      return <ReferencesDialog {...props} />;
    case 'send_information':
      return <SendInformationDialog {...props} onCompose={() => onOpen({ kind: 'canned_email', purpose: 'shipment_update' })} />;
    case 'set_eta':
      return <SetEtaDialog {...props} />;
    case 'set_timeline':
      return <TimelineDialog {...props} />;
    case 'snooze':
      return <SnoozeDialog {...props} />;
    case 'waybill':
      return <WaybillDialog {...props} />;
    case 'reminder':
      return <ReminderDialog {...props} />;
    case 'raise_exception':
      return <RaiseExceptionDialog {...props} />;
    case 'shipment_address':
      return <AddressDialog {...props} party={dialog.party} />;
    case 'shipment_item':
      return <ShipmentItemDialog {...props} index={dialog.index} />;
    case 'set_time':
      return <SetTimeDialog {...props} field={dialog.field} />;
    case 'exceptions_edit':
      return <ExceptionDialog {...props} exception={dialog.exception} action={dialog.action} />;
    case 'document_delete':
      return <DocumentDeleteDialog {...props} document={dialog.document} />;
  }
}
