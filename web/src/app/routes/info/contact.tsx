import { ComingSoonRoute } from '../coming-soon';

export const ContactRoute = () => <ComingSoonRoute title="Contact" />;
export const SubmitProjectRoute = () => <ComingSoonRoute title="Soumettre un projet" />;
