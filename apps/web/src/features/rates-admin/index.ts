export { DateField } from './components/DateField';
