import { ComingSoonRoute } from '../coming-soon';

export const AccountAreaRoute = () => <ComingSoonRoute title="Mon compte" />;
