export { learnOrganization, refreshDeliveryPredictions } from './delivery-prediction.service';
