/**
 * The consultation request form (Contact and Home). Submitting stores the request, then asks the server to
 * mail the firm; on success the visitor lands on /message-reply. No lead is lost silently: if the request
 * cannot be stored, what they typed stays in the form; if the firm cannot be notified, the request is
 * already stored and the visitor is given the phone number. The fields are uncontrolled, so anything typed
 * before the page's script has loaded survives hydration. The alert, button and spinner are plain Bootstrap
 * markup with every class written out whole, so the build's unused-CSS purge can see them.
 */
import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import {
  CLIENT_TYPES,
  CLIENT_TYPE_PLACEHOLDER,
  CONSULTATION_LIMITS,
  CONSULTATION_MESSAGES,
  PHONE_PATTERN_SOURCE,
} from '#contract/consultation';
import type { ConsultationData } from '#contract/operations';
import { LabelledControl } from '../../components/form/labelled-control';
import { useSubmit } from '../../components/form/use-submit';
import { firm } from '../../content/firm';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/graphql';
import { sendConsultationNotice } from './send-consultation-notice';
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

const noSubscription = () => () => {};

/** False in the pre-rendered HTML and during hydration: the form cannot submit before its script runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function ConsultationForm() {
  const id = useId();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // One submission at a time; a request that could not be stored leaves the server's message in `error`.
  const submit = useSubmit();
  const [notNotified, setNotNotified] = useState(false);
  // Sending the same details again reuses their key, so a retry stores no second record.
  const lastAttempt = useRef<{ details: string; idempotencyKey: string } | null>(null);

  function idempotencyKeyFor(data: ConsultationData): string {
    const details = JSON.stringify(data);
    if (lastAttempt.current?.details !== details) {
      lastAttempt.current = { details, idempotencyKey: crypto.randomUUID() };
    }
    return lastAttempt.current.idempotencyKey;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    await submit.run(async () => {
      const data = readFields(form);
      setNotNotified(false);
      let consultationId: string;
      try {
        // Loaded on first submit: the operation documents stay out of the home page's first load.
        const { submitConsultation } = await import('./submit-consultation');
        consultationId = (await submitConsultation({ ...data, idempotencyKey: idempotencyKeyFor(data) }))._id;
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

  const phoneLink = <a href={firm.phoneHref}>{firm.phoneDisplay}</a>;

  return (
    <Form
      method="post"
      aria-label="Request a free consultation"
      aria-busy={submit.pending}
      onSubmit={onSubmit}
      className="consultation-form position-relative"
    >
      <p className="small text-body-secondary">All fields are required.</p>
      <div className="consultation-form__fields">
        <LabelledControl
          controlId={`${id}-first-name`}
          label="First name"
          name="firstName"
          required
          autoComplete="given-name"
          maxLength={CONSULTATION_LIMITS.nameMaxLength}
        />
        <LabelledControl
          controlId={`${id}-last-name`}
          label="Last name"
          name="lastName"
          required
          autoComplete="family-name"
          maxLength={CONSULTATION_LIMITS.nameMaxLength}
        />
        <LabelledControl
          controlId={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={CONSULTATION_LIMITS.emailMaxLength}
        />
        <LabelledControl
          controlId={`${id}-phone`}
          label="Phone"
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          minLength={CONSULTATION_LIMITS.phoneMinLength}
          maxLength={CONSULTATION_LIMITS.phoneMaxLength}
          pattern={PHONE_PATTERN_SOURCE}
          title={CONSULTATION_MESSAGES.phoneInvalid}
        />
        <Form.Group className="consultation-form__wide" controlId={`${id}-client-type`}>
          <Form.Label>{CLIENT_TYPE_PLACEHOLDER}</Form.Label>
          <Form.Select name="typeOfClient" required defaultValue="">
            <option value="" disabled>
              {CLIENT_TYPE_PLACEHOLDER}
            </option>
            {CLIENT_TYPES.map((clientType) => (
              <option key={clientType} value={clientType}>
                {clientType}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="consultation-form__wide" controlId={`${id}-message`}>
          <Form.Label>Message</Form.Label>
          <Form.Control
            as="textarea"
            name="message"
            rows={5}
            required
            maxLength={CONSULTATION_LIMITS.messageMaxLength}
            aria-describedby={`${id}-confidential`}
          />
        </Form.Group>
      </div>

      <div className="consultation-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {(notNotified || submit.error) && (
        <div role="alert" className="alert alert-danger mt-3 mb-0">
          {notNotified ? (
            <>
              We saved your request, but could not pass it to our team just now. Please call us at {phoneLink}{' '}
              so we can help you promptly, or press the button again to retry.
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

      <button type="submit" className="btn btn-gold btn-lg mt-3" disabled={!hydrated || submit.pending}>
        {submit.pending ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            Sending your request…
          </>
        ) : (
          'Request a Free Consultation'
        )}
      </button>

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
    </Form>
  );
}
