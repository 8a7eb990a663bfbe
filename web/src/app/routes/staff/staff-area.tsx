import { ComingSoonRoute } from '../coming-soon';

export const StaffAreaRoute = () => <ComingSoonRoute title="Arrière boutique" />;
