export { bookAgainPath } from './booking-form';
export { bookingOrigin } from './booking-storage';
export { startOrderBooking, type OrderBooking, type OrderGoods } from './order-booking';
export { HandOverStatus } from './components/HandOverStatus';
export { PickupWindow } from './components/PickupWindow';
export { PRINT_TYPES_IN_ORDER } from './components/DeliveryTermsStep';

/** The feature's screens, each loaded on its own when its route first opens. */
export const transportBookingScreens = {
  TransportBookingPage: () => import('./pages/TransportBookingPage'),
  BookingFormPage: () => import('./pages/BookingFormPage'),
  AdHocBookingPage: () => import('./pages/AdHocBookingPage'),
};
