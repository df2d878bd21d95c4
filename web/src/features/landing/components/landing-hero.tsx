import { landingCopy } from '../../../content/landing';

export function LandingHero() {
  const { title, description } = landingCopy.hero;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title" className="hero__title">
          {title}
        </h1>
        <p className="hero__description">{description}</p>
      </div>
    </section>
  );
}
