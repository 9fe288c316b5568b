/**
 * The client's signing page (/sign#<token>), in the letter's language: consent to do business electronically,
 * then a one-time code to the signer's email, then the document and the signature (or a reasoned decline);
 * then what happened. Each step's heading takes the focus when the step appears, so a screen reader and a
 * keyboard start at the top of the new step.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { LETTER_LIMITS, SIGNING_CODE_DIGITS } from '#contract/letters';
import { mailtoHref, telHref } from '#contract/links';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProgressButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { ErrorBox } from '../../components/status-messages';
import { NETWORK_ERROR_MESSAGE } from '../../lib/graphql';
import { renderMarkdown } from '../../lib/markdown';
import { useQuery } from '../../lib/use-query';
import { SignaturePad } from './signature-pad';
import {
  checkCode,
  decline,
  giveConsent,
  loadSigningPage,
  sendCode,
  sign,
  type SigningPage,
} from './signing-api';
import { signingWords as english, type SigningWords } from './signing-words';
import { signingWords as spanish } from './signing-words.es';
import './signing.css';

const STEP_COUNT = 3;

/** While the signed PDF is being sealed (a job of its own), the page reads itself again this often. */
const SEALING_POLL_MS = 3000;
const waitingForSeal = (page: SigningPage) => page.status === 'signed' && !page.signedUrl;
const readAgain = (page: SigningPage) => (waitingForSeal(page) ? SEALING_POLL_MS : undefined);

const wordsFor = (language: string): SigningWords => (language === 'es' ? spanish : english);

/** The step's heading: the page's h1, focused when the step appears. */
function StepHeading({ children, step, words }: { children: ReactNode; step?: number; words: SigningWords }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      {step !== undefined && <p className="signing-step mb-1">{words.steps(step, STEP_COUNT)}</p>}
      <h1 className="h3 signing-heading" tabIndex={-1} ref={heading}>
        {children}
      </h1>
    </>
  );
}

/** The firm's phone as a link that dials it. */
function CallUs({ page, words }: { page: SigningPage; words: SigningWords }) {
  return (
    <p>
      <a href={telHref(page.firmPhone)}>{words.callUs(page.firmPhone)}</a>
      {' · '}
      <a href={mailtoHref(page.firmEmail)}>{page.firmEmail}</a>
    </p>
  );
}

type StepProps = { token: string; page: SigningPage; words: SigningWords; show: (page: SigningPage) => void };

function ConsentStep({ token, page, words, show }: StepProps) {
  const ids = useId();
  const [accessWord, setAccessWord] = useState('');
  const [agreed, setAgreed] = useState(false);
  const saving = useSubmit();
  // One level down: the step's heading is the page's h1, so the consent's own title is an h2.
  const consentHtml = useMemo(
    () => renderMarkdown(page.consentText.replace(/^(#{1,5})(?=\s)/gm, '#$1')),
    [page.consentText],
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      saving.setError(words.agreeRequired);
      return;
    }
    void saving.run(async () => show(await giveConsent(token, page.consentVersion, accessWord)));
  };

  return (
    <>
      <StepHeading step={1} words={words}>
        {words.consentHeading}
      </StepHeading>
      <p>{words.greeting(page.signerName, page.firmName, page.documentTitle)}</p>
      <p>{words.consentIntro}</p>
      {/* Its own scrolling region, reachable by keyboard, so the form stays in view on a phone. */}
      <section
        className="signing-consent-text"
        tabIndex={0}
        aria-label={words.consentHeading}
        dangerouslySetInnerHTML={{ __html: consentHtml }}
      />
      <p className="mt-3 mb-1">
        <a href={page.consentPdfUrl} target="_blank" rel="noopener noreferrer">
          {words.consentPdfLink}
        </a>
      </p>
      <form method="post" onSubmit={submit} aria-label={words.consentHeading}>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${ids}-word`}>
            {words.accessWordLabel}
          </label>
          <input
            id={`${ids}-word`}
            className="form-control"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={`${ids}-word-help`}
            value={accessWord}
            onChange={(event) => setAccessWord(event.target.value)}
          />
          <div className="form-text" id={`${ids}-word-help`}>
            {words.consentPdfHelp}
          </div>
        </div>
        <div className="form-check mb-3">
          <input
            id={`${ids}-agree`}
            type="checkbox"
            className="form-check-input"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${ids}-agree`}>
            {words.agreeLabel}
          </label>
        </div>
        <ProgressButton type="submit" pending={saving.pending}>
          {saving.pending ? words.consentPending : words.consentButton}
        </ProgressButton>
      </form>
      <ErrorBox message={saving.error} />
    </>
  );
}

function IdentityStep({ token, page, words, show }: StepProps) {
  const ids = useId();
  const [code, setCode] = useState('');
  // Once the client asks for a code here, the code field takes the focus when it appears.
  const [mailedHere, setMailedHere] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  const mailing = useSubmit();
  const checking = useSubmit();
  const mail = () =>
    void mailing.run(async () => {
      show(await sendCode(token));
      setMailedHere(true);
    });
  useEffect(() => {
    if (mailedHere) codeField.current?.focus();
  }, [mailedHere]);
  const check = (event: React.FormEvent) => {
    event.preventDefault();
    void checking.run(async () => show(await checkCode(token, code)));
  };

  return (
    <>
      <StepHeading step={2} words={words}>
        {words.identityHeading}
      </StepHeading>
      <p>{words.identityIntro(page.maskedEmail)}</p>
      {page.codeSent ? (
        <>
          <p role="status">{words.codeSent(page.maskedEmail)}</p>
          <form method="post" onSubmit={check} aria-label={words.identityHeading}>
            <div className="mb-3">
              <label className="form-label" htmlFor={`${ids}-code`}>
                {words.codeLabel}
              </label>
              <input
                id={`${ids}-code`}
                ref={codeField}
                className="form-control signing-code"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern={`[0-9]{${SIGNING_CODE_DIGITS}}`}
                maxLength={SIGNING_CODE_DIGITS}
                aria-describedby={`${ids}-code-help`}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D+/g, ''))}
              />
              <div className="form-text" id={`${ids}-code-help`}>
                {words.codeHelp}
              </div>
            </div>
            <div className="d-flex flex-wrap gap-2">
              <ProgressButton type="submit" pending={checking.pending} disabled={mailing.pending}>
                {checking.pending ? words.checkingCode : words.checkCode}
              </ProgressButton>
              <ProgressButton
                variant="outline-secondary"
                pending={mailing.pending}
                disabled={checking.pending}
                onClick={mail}
              >
                {mailing.pending ? words.sendingCode : words.sendNewCode}
              </ProgressButton>
            </div>
          </form>
        </>
      ) : (
        <ProgressButton pending={mailing.pending} onClick={mail}>
          {mailing.pending ? words.sendingCode : words.sendCode}
        </ProgressButton>
      )}
      <ErrorBox message={mailing.error || checking.error} />
    </>
  );
}

function DeclineForm({ token, words, show, onCancel }: StepProps & { onCancel: () => void }) {
  const ids = useId();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mt-4" aria-labelledby={`${ids}-heading`}>
      <h2 className="h5" id={`${ids}-heading`} tabIndex={-1} ref={heading}>
        {words.declineHeading}
      </h2>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <div className="mb-3">
          <label className="form-label" htmlFor={`${ids}-reason`}>
            {words.declineReasonLabel}
          </label>
          <textarea
            id={`${ids}-reason`}
            className="form-control"
            rows={3}
            required
            maxLength={LETTER_LIMITS.declineReasonMaxLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-outline-danger">
            {words.declineSubmit}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {words.declineCancel}
          </button>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title={words.declineConfirmTitle}
          body={<p className="mb-0">{words.declineConfirmBody}</p>}
          confirmLabel={words.declineConfirm}
          pendingLabel={words.declining}
          cancelLabel={words.cancel}
          danger
          onConfirm={async () => show(await decline(token, reason))}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

function DocumentStep(props: StepProps) {
  const { token, page, words, show } = props;
  const ids = useId();
  const [typedName, setTypedName] = useState('');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const signing = useSubmit();
  const today = new Intl.DateTimeFormat(words.locale, { dateStyle: 'long' }).format(new Date());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void signing.run(async () => show(await sign(token, typedName, drawn)));
  };

  return (
    <>
      <StepHeading step={3} words={words}>
        {words.documentHeading}
      </StepHeading>
      <p className="mb-2">
        <strong>{page.documentTitle}</strong>
      </p>
      {page.documentUrl && (
        <p className="mb-1">
          <a
            className="btn btn-outline-primary"
            href={page.documentUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {words.openDocument}
          </a>
        </p>
      )}
      <p>
        {page.pageCount ? `${words.pages(page.pageCount)} ` : ''}
        {words.readEveryPage}
      </p>
      <form method="post" onSubmit={submit} aria-label={words.documentHeading}>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${ids}-name`}>
            {words.typedNameLabel}
          </label>
          <input
            id={`${ids}-name`}
            className="form-control signing-typed-name"
            required
            autoComplete="name"
            aria-describedby={`${ids}-name-help`}
            value={typedName}
            onChange={(event) => setTypedName(event.target.value)}
          />
          <div className="form-text" id={`${ids}-name-help`}>
            {words.typedNameHelp(page.signerName)}
          </div>
        </div>
        <SignaturePad
          label={words.drawnLabel}
          help={words.drawnHelp}
          clearLabel={words.clearDrawing}
          canvasLabel={words.drawnCanvas}
          disabled={signing.pending}
          onChange={setDrawn}
        />
        <p>
          {words.dateLabel}: <span data-testid="signing-date">{today}</span>
        </p>
        <div className="d-flex flex-wrap gap-2">
          <ProgressButton type="submit" pending={signing.pending} disabled={declining}>
            {signing.pending ? words.signing : words.signButton}
          </ProgressButton>
          {!declining && (
            <button
              type="button"
              className="btn btn-link"
              onClick={() => setDeclining(true)}
              disabled={signing.pending}
            >
              {words.declineButton}
            </button>
          )}
        </div>
      </form>
      <ErrorBox message={signing.error} />
      {declining && <DeclineForm {...props} onCancel={() => setDeclining(false)} />}
    </>
  );
}

/** What the page says once the letter is signed, declined or past its expiry. */
function Outcome({ page, words }: { page: SigningPage; words: SigningWords }) {
  if (page.status === 'signed')
    return (
      <>
        <StepHeading words={words}>{words.signedHeading}</StepHeading>
        <p role="status">{words.signedBody(page.firmName)}</p>
        {page.signedUrl ? (
          <p>
            <a className="btn btn-primary" href={page.signedUrl} target="_blank" rel="noopener noreferrer">
              {words.signedLink}
            </a>
          </p>
        ) : (
          <p aria-live="polite">{words.sealing}</p>
        )}
      </>
    );
  if (page.status === 'declined')
    return (
      <>
        <StepHeading words={words}>{words.declinedHeading}</StepHeading>
        <p role="status">{words.declinedBody(page.firmName)}</p>
        <CallUs page={page} words={words} />
      </>
    );
  return (
    <>
      <StepHeading words={words}>{words.expiredHeading}</StepHeading>
      <p>{words.expiredBody(page.firmName)}</p>
      <CallUs page={page} words={words} />
    </>
  );
}

/** A wrong, revoked or unknown link, said in both languages: the page cannot know the letter's. */
function NotFound({ error }: { error: string }) {
  return (
    <>
      <StepHeading words={english}>{english.notFoundHeading}</StepHeading>
      <p>{english.notFoundBody}</p>
      <div lang="es">
        <h2 className="h5">{spanish.notFoundHeading}</h2>
        <p>{spanish.notFoundBody}</p>
      </div>
      {error === NETWORK_ERROR_MESSAGE && <ErrorBox message={error} />}
    </>
  );
}

export function SigningScreen({ token }: { token: string }) {
  const load = useCallback(() => loadSigningPage(token), [token]);
  const { data: page, setData, error, reload } = useQuery(load, { repeatAfter: readAgain });
  const show = (next: SigningPage) => {
    setData(next);
    if (waitingForSeal(next)) void reload();
  };

  if (error) return <NotFound error={error} />;
  if (!page)
    return (
      <p role="status">
        {english.loading} <span lang="es">{spanish.loading}</span>
      </p>
    );

  const words = wordsFor(page.language);
  const step: StepProps = { token, page, words, show };
  return (
    <div lang={page.language}>
      {page.status !== 'open' ? (
        <Outcome page={page} words={words} />
      ) : !page.consented ? (
        <ConsentStep {...step} />
      ) : !page.identityVerified ? (
        <IdentityStep {...step} />
      ) : (
        <DocumentStep {...step} />
      )}
    </div>
  );
}
