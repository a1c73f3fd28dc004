/** The freight invoice panel of the shipment page. */
export { FreightInvoicePanel } from './components/FreightInvoicePanel';
