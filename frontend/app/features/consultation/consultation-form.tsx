/**
 * The consultation request form (Contact and Home). Submitting stores the request, then asks the server to
 * mail the firm; on success the visitor lands on /message-reply. No lead is lost silently: if the request
 * cannot be stored, what they typed stays in the form; if the firm cannot be notified, the request is
 * already stored and the visitor is given the phone number. The fields are uncontrolled, so anything typed
 * before the page's script has loaded survives hydration. Fields, alert, button and spinner are plain
 * Bootstrap markup with every class written out whole, so the build's unused-CSS purge can see them and the
 * home page's first load carries no react-bootstrap.
 */
import { useCallback, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CLIENT_TYPES,
  CLIENT_TYPE_PLACEHOLDER,
  CONSULTATION_LIMITS,
  CONSULTATION_MESSAGES,
  EMAIL_PATTERN_SOURCE,
  PHONE_PATTERN_SOURCE,
} from '#contract/consultation';
import type { ConsultationData } from '#contract/operations';
import { LabelledControl, LabelledField } from '../../components/form/labelled-control';
import { useSubmit } from '../../components/form/use-submit';
import { useHydrated } from '../../components/hooks/use-hydrated';
import { firm } from '../../content/firm';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/graphql';
import { BotCheck, type BotCheckReady } from './bot-check';
import { sendConsultationNotice } from './send-consultation-notice';
import { currentLeadSource } from './lead-source';
import './consultation-form.css';

function readFields(form: HTMLFormElement): ConsultationData {
  const data = new FormData(form);
  const value = (name: keyof ConsultationData) => String(data.get(name) ?? '');
  return {
    firstName: value('firstName'),
    lastName: value('lastName'),
    email: value('email'),
    phone: value('phone'),
    typeOfClient: value('typeOfClient'),
    message: value('message'),
    website: value('website'),
  };
}

/** What the browser checks before sending: the same limits the server enforces. */
const CONSTRAINTS = {
  firstName: { maxLength: CONSULTATION_LIMITS.nameMaxLength },
  lastName: { maxLength: CONSULTATION_LIMITS.nameMaxLength },
  email: {
    maxLength: CONSULTATION_LIMITS.emailMaxLength,
    pattern: EMAIL_PATTERN_SOURCE,
    title: CONSULTATION_MESSAGES.emailForbiddenCharacters,
  },
  phone: {
    minLength: CONSULTATION_LIMITS.phoneMinLength,
    maxLength: CONSULTATION_LIMITS.phoneMaxLength,
    pattern: PHONE_PATTERN_SOURCE,
    title: CONSULTATION_MESSAGES.phoneInvalid,
  },
  message: { maxLength: CONSULTATION_LIMITS.messageMaxLength },
} satisfies Partial<Record<keyof ConsultationData, ComponentProps<'input'>>>;

/**
 * The form cannot submit before its script runs, so the button is disabled in the pre-rendered HTML. Only
 * this button re-renders when hydration ends, not the whole form.
 */
function SubmitButton({ pending }: { pending: boolean }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="btn btn-gold btn-lg mt-3" disabled={!hydrated || pending}>
      {pending ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Sending your request…
        </>
      ) : (
        'Request a Free Consultation'
      )}
    </button>
  );
}

export function ConsultationForm() {
  const id = useId();
  const navigate = useNavigate();
  // One submission at a time; a request that could not be stored leaves the server's message in `error`.
  const submit = useSubmit();
  const [notNotified, setNotNotified] = useState(false);
  // The bot check starts when the visitor starts filling in the form, not when the page loads.
  const [filling, setFilling] = useState(false);
  const botCheckReady = useRef<BotCheckReady | null>(null);
  const onBotCheckStart = useCallback((ready: BotCheckReady) => {
    botCheckReady.current = ready;
  }, []);
  // Sending the same details again reuses their key, so a retry stores no second record.
  const lastAttempt = useRef<{ details: string; idempotencyKey: string } | null>(null);

  // A fresh bot-check solution does not make the same details another request.
  function idempotencyKeyFor({ botCheck: _solution, ...request }: ConsultationData): string {
    const details = JSON.stringify(request);
    if (lastAttempt.current?.details !== details) {
      lastAttempt.current = { details, idempotencyKey: crypto.randomUUID() };
    }
    return lastAttempt.current.idempotencyKey;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    await submit.run(async () => {
      const botCheck = (await botCheckReady.current?.()) ?? null;
      const data = { ...readFields(form), botCheck };
      setNotNotified(false);
      let consultationId: string;
      try {
        // Loaded on first submit: the operation documents stay out of the home page's first load.
        const { submitConsultation } = await import('./submit-consultation');
        consultationId = (
          await submitConsultation({
            ...data,
            idempotencyKey: idempotencyKeyFor(data),
            source: currentLeadSource(),
          })
        )._id;
      } catch (error) {
        // An ApiError carries the server's words; anything else (a chunk that failed to load) is the network.
        throw error instanceof ApiError ? error : new Error(NETWORK_ERROR_MESSAGE);
      }
      if (!(await sendConsultationNotice(consultationId))) {
        setNotNotified(true);
        return;
      }
      form.reset();
      lastAttempt.current = null;
      await navigate('/message-reply');
    });
  }

  /** A required one-line field: its name, an id of its own, and its constraints. */
  const field = (name: keyof typeof CONSTRAINTS) => ({
    controlId: `${id}-${name}`,
    name,
    required: true,
    ...CONSTRAINTS[name],
  });

  const phoneLink = <a href={firm.phoneHref}>{firm.phoneDisplay}</a>;

  return (
    <>
      <form
        method="post"
        aria-label="Request a free consultation"
        aria-busy={submit.pending}
        onSubmit={onSubmit}
        onFocus={() => setFilling(true)}
        onInput={() => setFilling(true)}
        className="consultation-form position-relative"
      >
        <p className="small text-body-secondary">All fields are required.</p>
        <div className="consultation-form__fields">
          <LabelledControl {...field('firstName')} label="First name" autoComplete="given-name" />
          <LabelledControl {...field('lastName')} label="Last name" autoComplete="family-name" />
          <LabelledControl {...field('email')} label="Email" type="email" autoComplete="email" />
          <LabelledControl {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
          <LabelledField
            className="consultation-form__wide"
            controlId={`${id}-client-type`}
            label={CLIENT_TYPE_PLACEHOLDER}
          >
            <select
              id={`${id}-client-type`}
              className="form-select"
              name="typeOfClient"
              required
              defaultValue=""
            >
              <option value="" disabled>
                {CLIENT_TYPE_PLACEHOLDER}
              </option>
              {CLIENT_TYPES.map((clientType) => (
                <option key={clientType} value={clientType}>
                  {clientType}
                </option>
              ))}
            </select>
          </LabelledField>
          <LabelledField className="consultation-form__wide" controlId={`${id}-message`} label="Message">
            <textarea
              id={`${id}-message`}
              className="form-control"
              name="message"
              rows={5}
              required
              {...CONSTRAINTS.message}
              aria-describedby={`${id}-confidential`}
            />
          </LabelledField>
        </div>

        <div className="consultation-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>

        {(notNotified || submit.error) && (
          <div role="alert" className="alert alert-danger mt-3 mb-0">
            {notNotified ? (
              <>
                We saved your request, but could not pass it to our team just now. Please call us at{' '}
                {phoneLink} so we can help you promptly, or press the button again to retry.
              </>
            ) : submit.error === NETWORK_ERROR_MESSAGE ? (
              <>
                {submit.error} You can also call us at {phoneLink}.
              </>
            ) : (
              submit.error
            )}
          </div>
        )}

        <noscript>
          <p className="mt-3 mb-0">
            This form needs JavaScript. Please call us at {phoneLink} to request your free consultation.
          </p>
        </noscript>

        <SubmitButton pending={submit.pending} />

        <div className="consultation-form__notices mt-3">
          <p className="mb-1">
            Submitting this form does not create an attorney-client relationship. We represent a client only
            after we have agreed to do so in writing. See our <Link to="/disclaimer/">disclaimer</Link>.
          </p>
          <p className="mb-0" id={`${id}-confidential`}>
            Please do not include confidential or sensitive details about your case in this message; we will
            discuss them with you privately.
          </p>
        </div>
      </form>
      <BotCheck active={filling} onStart={onBotCheckStart} />
    </>
  );
}
