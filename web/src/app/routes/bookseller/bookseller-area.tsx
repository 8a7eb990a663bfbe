import { ComingSoonRoute } from '../coming-soon';

export const BooksellerAreaRoute = () => <ComingSoonRoute title="Espace libraire" />;
