import { ComingSoonRoute } from '../coming-soon';

export const SummaryRoute = () => <ComingSoonRoute title="Récapitulatif de la commande" />;
