export { ShareCalculationButton } from './components/ShareCalculationButton';
