import { ComingSoonRoute } from '../coming-soon';

export const CompleteRoute = () => <ComingSoonRoute title="Commande" />;
