import { lazy, Suspense } from 'react';
import type { ConsultationText } from '../../content/consultation-text';
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

/** The consultation form with its heading, as the home page places it, in the page's language. */
export function ConsultationSection({ text }: { text: ConsultationText }) {
  return (
    <section className="section" aria-labelledby="consultation-heading">
      <div className="container consultation-section">
        <div className="consultation-section__intro">
          <p className="eyebrow">{text.eyebrow}</p>
          <h2 id="consultation-heading">{text.heading}</h2>
          <p>
            {text.intro[0]} <a href={firm.phoneHref}>{firm.phoneDisplay}</a>
            {text.intro[1]}
          </p>
        </div>
        <div className="consultation-section__form" id={FORM_ID}>
          <Suspense>
            <ConsultationForm text={text} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
