import { ConsultationForm } from './consultation-form';
import { firm } from '../../content/firm';

/** The consultation form with its heading, as the home page places it. */
export function ConsultationSection() {
  return (
    <section className="section" aria-labelledby="consultation-heading">
      <div className="container consultation-section">
        <div className="consultation-section__intro">
          <p className="eyebrow">Free, confidential consultation</p>
          <h2 id="consultation-heading">Tell Us What Happened</h2>
          <p>
            Fill out the form and an attorney will review your message, or call us at{' '}
            <a href={firm.phoneHref}>{firm.phoneDisplay}</a>. There is no fee unless we recover compensation
            for you.
          </p>
        </div>
        <div className="consultation-section__form">
          <ConsultationForm />
        </div>
      </div>
    </section>
  );
}
