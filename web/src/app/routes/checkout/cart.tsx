import { ComingSoonRoute } from '../coming-soon';

export const CartRoute = () => <ComingSoonRoute title="Votre panier" />;
