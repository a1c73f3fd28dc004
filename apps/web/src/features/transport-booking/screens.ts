/** The feature's screens, each loaded on its own when its route first opens. */
export const transportBookingScreens = {
  TransportBookingPage: () => import('./pages/TransportBookingPage'),
  BookingFormPage: () => import('./pages/BookingFormPage'),
  AdHocBookingPage: () => import('./pages/AdHocBookingPage'),
};
