import { lazy, Suspense } from 'react';
import type { ConsultationText } from '../../content/consultation-text';
import type { ConsultationIntro } from '../../content/types';
import { firm } from '../../content/firm';
import { whenNearScreen } from '../../lib/when-near-screen';
// The form's sheet is the section's: the pre-rendered form is styled before its code arrives.
import './consultation-form.css';

const FORM_ID = 'home-consultation-form';

/** Loads the form's words in one language (consultation-text.ts or consultation-text.es.ts). */
export type FormTextLoader = () => Promise<{ consultationText: ConsultationText }>;

/**
 * The form's code and its words in the page's language (5.1 KB of the home page's first load, with the bot
 * check's loader and the GraphQL client, before the words) load when the visitor scrolls towards it. Until then
 * the pre-rendered form stays as it is (React hydrates it when its code has arrived; it is disabled until then,
 * and its fields are uncontrolled, so nothing typed is lost). One lazy component per language's loader.
 */
const formsByLoader = new Map<FormTextLoader, ReturnType<typeof lazyForm>>();
const lazyForm = (loadText: FormTextLoader) =>
  lazy(() =>
    whenNearScreen(FORM_ID)
      .then(() => Promise.all([import('./consultation-form'), loadText()]))
      .then(([{ ConsultationForm }, { consultationText }]) => ({
        default: () => <ConsultationForm text={consultationText} />,
      })),
  );

function formFor(loadText: FormTextLoader) {
  const known = formsByLoader.get(loadText);
  if (known) return known;
  const form = lazyForm(loadText);
  formsByLoader.set(loadText, form);
  return form;
}

/** The consultation form with its heading, as the home page places it, in the page's language. */
export function ConsultationSection({
  text,
  loadFormText,
}: {
  text: ConsultationIntro;
  loadFormText: FormTextLoader;
}) {
  const ConsultationForm = formFor(loadFormText);
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
            <ConsultationForm />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
