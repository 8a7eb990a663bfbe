import { Link } from 'react-router-dom';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import { RunningCampaigns } from '@/features/crowdfunding/components/running-campaigns';
import { useCurrentLabel } from './label-layout';

/** A label's home: the landing block (logo and catch lines), then its running crowdfunding campaigns. */
export function HomeRoute() {
  const label = useCurrentLabel();
  const lines = label.catchLines?.split('\n').filter(Boolean) ?? [];
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__text">
          <h1 id="home-title" className="hero__title">
            {label.catchPhrase ?? label.name}
          </h1>
          {lines.length > 0 && (
            <ul className="hero__lines">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
        {/* The header already names the label: here the big logo is decoration. */}
        <Picture src={label.logoBig} alt="" className="hero__logo" width={600} height={520} eager fallback={null} />
      </section>

      <section className="home-section" aria-labelledby="home-crowdfunding">
        <div className="home-section__head">
          <h2 id="home-crowdfunding">En cours de financement participatif</h2>
          <Link to={paths.label.projects.getHref(label.slug)} className="home-section__more">
            Tous les projets <span aria-hidden="true">→</span>
          </Link>
        </div>
        <RunningCampaigns labelId={label.id} labelSlug={label.slug} />
      </section>
    </>
  );
}
