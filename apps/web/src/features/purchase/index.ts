export { ShipmentOrderLines } from './components/ShipmentOrderLines';

/** The articles workbook: its template path and the import, for the articles screen's Import button. */
export { ARTICLES_TEMPLATE_PATH, importArticles } from './api';
