export { ManualPriceRequestLink } from './components/ManualPriceRequestLink';
