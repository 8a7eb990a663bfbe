import { ComingSoonRoute } from '../coming-soon';

export const DeliveryRoute = () => <ComingSoonRoute title="Livraison" />;
export const NoDeliveryRoute = () => <ComingSoonRoute title="Facturation" />;
