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
  CONSULTATION_LIMITS,
  EMAIL_PATTERN_SOURCE,
  PHONE_PATTERN_SOURCE,
} from '#contract/consultation';
import type { ConsultationData } from '#contract/operations';
import { LabelledControl, LabelledField } from '../../components/form/labelled-control';
import { useSubmit } from '../../components/form/use-submit';
import { useHydrated } from '../../components/hooks/use-hydrated';
import { firm } from '../../content/firm';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/graphql';
import { useSiteLanguage } from '../../components/layout/site-language';
import type { ConsultationText } from '../../content/consultation-text';
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

/** What the browser checks before sending: the same limits the server enforces (titles in the page's language). */
const constraints = (text: ConsultationText) =>
  ({
    firstName: { maxLength: CONSULTATION_LIMITS.nameMaxLength },
    lastName: { maxLength: CONSULTATION_LIMITS.nameMaxLength },
    email: {
      maxLength: CONSULTATION_LIMITS.emailMaxLength,
      pattern: EMAIL_PATTERN_SOURCE,
      title: text.emailTitle,
    },
    phone: {
      minLength: CONSULTATION_LIMITS.phoneMinLength,
      maxLength: CONSULTATION_LIMITS.phoneMaxLength,
      pattern: PHONE_PATTERN_SOURCE,
      title: text.phoneTitle,
    },
    message: { maxLength: CONSULTATION_LIMITS.messageMaxLength },
  }) satisfies Partial<Record<keyof ConsultationData, ComponentProps<'input'>>>;

/**
 * The form cannot submit before its script runs, so the button is disabled in the pre-rendered HTML. Only
 * this button re-renders when hydration ends, not the whole form.
 */
function SubmitButton({ pending, text }: { pending: boolean; text: ConsultationText }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="btn btn-gold btn-lg mt-3" disabled={!hydrated || pending}>
      {pending ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {text.sending}
        </>
      ) : (
        text.submit
      )}
    </button>
  );
}

export function ConsultationForm({ text }: { text: ConsultationText }) {
  const id = useId();
  const { locale, path } = useSiteLanguage();
  const CONSTRAINTS = constraints(text);
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
            language: locale,
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
      await navigate(path('/message-reply'));
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
        aria-label={text.formLabel}
        aria-busy={submit.pending}
        onSubmit={onSubmit}
        onFocus={() => setFilling(true)}
        onInput={() => setFilling(true)}
        className="consultation-form position-relative"
      >
        <p className="small text-body-secondary">{text.allRequired}</p>
        <div className="consultation-form__fields">
          <LabelledControl {...field('firstName')} label={text.firstName} autoComplete="given-name" />
          <LabelledControl {...field('lastName')} label={text.lastName} autoComplete="family-name" />
          <LabelledControl {...field('email')} label={text.email} type="email" autoComplete="email" />
          <LabelledControl {...field('phone')} label={text.phone} type="tel" autoComplete="tel" />
          <LabelledField
            className="consultation-form__wide"
            controlId={`${id}-client-type`}
            label={text.clientTypePlaceholder}
          >
            <select
              id={`${id}-client-type`}
              className="form-select"
              name="typeOfClient"
              required
              defaultValue=""
            >
              <option value="" disabled>
                {text.clientTypePlaceholder}
              </option>
              {CLIENT_TYPES.map((clientType) => (
                <option key={clientType} value={clientType}>
                  {text.clientTypes[clientType]}
                </option>
              ))}
            </select>
          </LabelledField>
          <LabelledField className="consultation-form__wide" controlId={`${id}-message`} label={text.message}>
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
                {text.notNotified[0]} {phoneLink}
                {text.notNotified[1]}
              </>
            ) : submit.error === NETWORK_ERROR_MESSAGE ? (
              <>
                {text.networkError} {text.callUs[0]} {phoneLink}
                {text.callUs[1]}
              </>
            ) : (
              submit.error
            )}
          </div>
        )}

        <noscript>
          <p className="mt-3 mb-0">
            {text.noScript[0]} {phoneLink}
            {text.noScript[1]}
          </p>
        </noscript>

        <SubmitButton pending={submit.pending} text={text} />

        <div className="consultation-form__notices mt-3">
          <p className="mb-1">
            {text.noRelationship} <Link to={path('/disclaimer/')}>{text.disclaimerLink}</Link>.
          </p>
          <p className="mb-0" id={`${id}-confidential`}>
            {text.confidential}
          </p>
        </div>
      </form>
      <BotCheck active={filling} onStart={onBotCheckStart} language={text.botCheck} />
    </>
  );
}
