export { bookAgainPath } from './booking-form';
export { bookingOrigin } from './booking-storage';
export { startOrderBooking, type OrderBooking, type OrderGoods } from './order-booking';
export { HandOverStatus } from './components/HandOverStatus';
export { PickupWindow } from './components/PickupWindow';
export { PRINT_TYPES_IN_ORDER } from './components/DeliveryTermsStep';
