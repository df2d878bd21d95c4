import { privacyPolicyCopy as copy } from '../../../content/privacy-policy';
import './feature-pages.css';

/** The static /privacy-policy page. */
export function PrivacyPolicy() {
  return (
    <div className="policy-page">
      <header className="page-hero">
        <div className="container page-hero__inner">
          <h1 className="page-hero__title">{copy.heading}</h1>
          <p className="page-hero__intro">{copy.effectiveDate}</p>
        </div>
      </header>
      <div className="container policy-page__body">
        <p className="policy-page__intro">{copy.intro}</p>
        {copy.sections.map((section) => (
          <section key={section.id} id={section.id} className="policy-section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="policy-section__title">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.lists?.map((list, index) => (
              <div key={list.heading ?? index} className="policy-section__list">
                {list.heading && <h3>{list.heading}</h3>}
                <ul>
                  {list.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
            {section.email && (
              <p>
                <a href={`mailto:${section.email}`} className="policy-section__email">
                  {section.email}
                </a>
              </p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
