import { lazy, Suspense } from 'react';
import { firm } from '../../content/firm';
import { whenNearScreen } from '../../lib/when-near-screen';
// The form's sheet is the section's: the pre-rendered form is styled before its code arrives.
import './consultation-form.css';

const FORM_ID = 'home-consultation-form';

/**
 * The form's code (5.1 KB of the home page's first load, with the bot check's loader and the GraphQL client)
 * loads when the visitor scrolls towards it. Until then the pre-rendered form stays as it is (React hydrates it
 * when its code has arrived; it is disabled until then, and its fields are uncontrolled, so nothing typed is
 * lost).
 */
const ConsultationForm = lazy(() =>
  whenNearScreen(FORM_ID)
    .then(() => import('./consultation-form'))
    .then((module) => ({ default: module.ConsultationForm })),
);

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
        <div className="consultation-section__form" id={FORM_ID}>
          <Suspense>
            <ConsultationForm />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
