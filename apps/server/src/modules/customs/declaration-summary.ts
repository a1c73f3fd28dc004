import PDFDocument from 'pdfkit';
import type { Locale, TCustomsDeclaration } from '@freight/contracts';
import { formatDate, formatNumber, formatTime } from '@freight/domain';
import { BOLD, REGULAR, registerDocumentFonts } from '../../platform/document-fonts';
import { collectDocument, drawPartyBoxes, drawTable } from '../../platform/document-layout';
import { translate } from '../../platform/i18n';

type Party = TCustomsDeclaration['parties']['importer'];

const mass = (value: number | null) => (value === null ? '' : formatNumber(value, { maximumFractionDigits: 3 }));
/** Amounts are kept in minor units; printed in major units with two decimals. */
const money = (minor: number) => formatNumber(minor / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A declaration on paper, in the reader's language: what a shipper files with its records or hands
 * to a forwarder, and what an agent checks against customs' answer. The goods lines print their own
 * description and commodity code, as the parties entered them.
 */
export async function renderDeclarationSummary(declaration: TCustomsDeclaration, locale: Locale, printedAt: Date): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(locale, `customs.summary.${key}`, params);
  const status = (value: string) => translate(locale, `customs.status.${value}`);
  const title = t('title', { lrn: declaration.lrn });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    autoFirstPage: false,
    info: { Title: title, Author: declaration.organization_name, CreationDate: printedAt },
  });
  registerDocumentFonts(doc, JSON.stringify([title, t('history'), declaration]));
  doc.addPage();

  doc.font(BOLD).fontSize(18).text(title);
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(
      [
        t('organization', { organization: declaration.organization_name, site: declaration.site_name }),
        t('printed', { date: formatDate(printedAt) }),
      ].join('   ·   '),
    );
  doc.moveDown();

  const party = (value: Party) =>
    [
      value.name,
      value.address,
      [value.post_code, value.city].filter(Boolean).join(' '),
      value.country,
      value.eori ? t('eori', { eori: value.eori }) : null,
    ].filter((line): line is string => Boolean(line));
  const transportDocument =
    declaration.transport_document_type && declaration.transport_document_number
      ? t(`transport_document.${declaration.transport_document_type}`, { number: declaration.transport_document_number })
      : declaration.transport_document_number;
  const incoterm = [declaration.incoterm, declaration.incoterm_place].filter(Boolean).join(' ');
  drawPartyBoxes(doc, [
    [
      t('references'),
      [
        t('lrn', { lrn: declaration.lrn }),
        declaration.mrn ? t('mrn', { mrn: declaration.mrn }) : t('no_mrn'),
        t('type', { type: `${declaration.declaration_type} / ${declaration.additional_type}` }),
        t('status', { status: status(declaration.status) }),
        t('version', { version: declaration.version }),
        declaration.agent_company_name ? t('agent', { agent: declaration.agent_company_name }) : '',
      ].filter(Boolean),
    ],
    [t('declarant'), party(declaration.parties.declarant)],
    [t('exporter'), party(declaration.parties.exporter)],
    [t('importer'), party(declaration.parties.importer)],
    [
      t('transport'),
      [
        transportDocument ? t('transport_document', { document: transportDocument }) : '',
        declaration.previous_document ? t('previous_document', { document: declaration.previous_document }) : '',
        declaration.customs_office ? t('customs_office', { office: declaration.customs_office }) : '',
        declaration.shipments.length > 0
          ? t('shipments', { shipments: declaration.shipments.map((shipment) => shipment.shipment_number).join(', ') })
          : '',
      ].filter(Boolean),
    ],
    [
      t('invoice'),
      [
        declaration.invoice_number ? t('invoice_number', { number: declaration.invoice_number }) : '',
        declaration.invoice_amount !== null
          ? t('invoice_amount', { amount: `${money(declaration.invoice_amount)} ${declaration.invoice_currency ?? ''}`.trim() })
          : '',
        incoterm ? t('incoterm', { incoterm }) : '',
      ].filter(Boolean),
    ],
  ]);

  doc.font(BOLD).fontSize(11).text(t('goods'));
  doc.moveDown(0.3);
  if (declaration.items.length === 0) {
    doc.font(REGULAR).fontSize(9).text(t('no_goods'));
  } else {
    const sum = (pick: (item: TCustomsDeclaration['items'][number]) => number | null) =>
      declaration.items.reduce((total, item) => total + (pick(item) ?? 0), 0);
    drawTable(
      doc,
      [
        { title: t('column.line'), width: 30, align: 'right' },
        { title: t('column.code'), width: 70 },
        { title: t('column.description'), width: 150 },
        { title: t('column.origin'), width: 40 },
        { title: t('column.packages'), width: 45, align: 'right' },
        { title: t('column.net'), width: 50, align: 'right' },
        { title: t('column.gross'), width: 50, align: 'right' },
        { title: t('column.value'), width: 45, align: 'right' },
        { title: t('column.procedure'), width: 43 },
      ],
      [
        ...declaration.items.map((item) => [
          String(item.line_number),
          item.commodity_code ?? '',
          item.description,
          item.origin_country ?? '',
          item.packages === null ? '' : String(item.packages),
          mass(item.net_mass),
          mass(item.gross_mass),
          item.statistical_value === null ? '' : money(item.statistical_value),
          [item.procedure_code, item.additional_procedure_code].filter(Boolean).join(' '),
        ]),
        [
          '',
          '',
          t('total'),
          '',
          String(sum((item) => item.packages)),
          mass(sum((item) => item.net_mass)),
          mass(sum((item) => item.gross_mass)),
          money(sum((item) => item.statistical_value)),
          '',
        ],
      ],
    );
  }
  doc.moveDown();

  const changes = declaration.events.filter((event) => event.kind === 'created' || event.kind === 'status');
  doc.font(BOLD).fontSize(11).text(t('history'));
  doc.moveDown(0.3);
  drawTable(
    doc,
    [
      { title: t('column.when'), width: 90 },
      { title: t('column.who'), width: 130 },
      { title: t('column.change'), width: 303 },
    ],
    changes.map((event) => [
      `${formatDate(event.created_at)} ${formatTime(event.created_at)}`,
      event.user?.name ?? t('someone'),
      [
        event.kind === 'created'
          ? t('created', { status: status(event.to_status ?? 'draft') })
          : t('moved', { from: status(event.from_status ?? 'draft'), to: status(event.to_status ?? 'draft') }),
        // An acceptance carries the MRN customs gave; any other change the reason given for it.
        event.body ? (event.to_status === 'accepted' ? t('mrn', { mrn: event.body }) : t('reason', { reason: event.body })) : '',
      ]
        .filter(Boolean)
        .join('\n'),
    ]),
  );
  return collectDocument(doc);
}
