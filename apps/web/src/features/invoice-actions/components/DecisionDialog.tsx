import { FREIGHT_INVOICE_COMMENT_MAX, ZFreightInvoiceDecisionBody, type TFreightInvoiceDecisionBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useDecideFreightInvoice } from '../api';

interface DecisionDialogProps {
  uuid: string;
  checkId: number;
  invoiceNumber: string;
  decision: TFreightInvoiceDecisionBody['decision'];
  onClose: () => void;
}

/** Approves or disputes a held invoice, with the reason kept beside the decision. */
export function DecisionDialog({ uuid, checkId, invoiceNumber, decision, onClose }: DecisionDialogProps) {
  const { t } = useTranslation('invoiceActions');
  const errorText = useFieldErrorText('invoiceActions');
  const decide = useDecideFreightInvoice(uuid);
  const { register, errors, notice, submit } = useRecordForm<TFreightInvoiceDecisionBody>(
    { resolver: zodResolver(ZFreightInvoiceDecisionBody), defaultValues: { decision, comment: '' } },
    {
      fields: ['comment', 'decision'],
      save: (body) => decide.mutateAsync({ id: checkId, body }),
      saved: t(`panel.decided.${decision}`, { number: invoiceNumber }),
      onDone: onClose,
    },
  );
  return (
    <RecordDialog
      title={t(`panel.decide_title.${decision}`, { number: invoiceNumber })}
      onClose={onClose}
      onSubmit={submit}
      notice={errors.decision?.message ? [...notice, errorText(errors.decision) ?? ''] : notice}
      saving={decide.isPending}
      saveLabel={t(`panel.decide.${decision}`)}
      danger={decision === 'dispute'}
    >
      <Textarea
        {...register('comment')}
        label={t('panel.comment')}
        description={t(`panel.comment_hint.${decision}`)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorText(errors.comment)}
        autosize
        minRows={3}
        maxRows={6}
        maxLength={FREIGHT_INVOICE_COMMENT_MAX}
        required
        data-autofocus
      />
    </RecordDialog>
  );
}
