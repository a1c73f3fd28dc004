/** The carriers list several screens choose from (shipment carrier, site carriers, rates). */
export { carrierKeys, useCarriers } from './api';
