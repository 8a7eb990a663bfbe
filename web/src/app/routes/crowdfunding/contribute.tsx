import { ComingSoonRoute } from '../coming-soon';

export const ContributeRoute = () => <ComingSoonRoute title="Contribuer" />;
