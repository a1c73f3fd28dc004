export { ShipmentCustomsPanel } from './components/ShipmentCustomsPanel';
export { actsWithCustoms, StartDeclarationButton } from './components/StartDeclarationButton';
