/**
 * /client: the client's sign-in by email. The answer is the same for any address (the server never says
 * who is invited); the page is in English or Spanish, the client's choice, remembered in this browser.
 */
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CLIENT_LIMITS, CLIENT_PORTAL_TEXT } from '#contract/client-portal';
import type { Locale } from '#contract/locale';
import { ErrorBox } from '../../components/status-messages';
import { requestSignInLink } from './client-api';

export function SignInScreen({
  language,
  onLanguage,
  notice,
}: {
  language: Locale;
  onLanguage: (language: Locale) => void;
  /** Said above the form: a link that no longer works, an ended session. */
  notice?: string;
}) {
  const ids = useId();
  const text = CLIENT_PORTAL_TEXT[language];
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const other: Locale = language === 'es' ? 'en' : 'es';

  const send = async () => {
    setBusy(true);
    setError('');
    try {
      await requestSignInLink(email);
      setSent(true);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : text.tooMany);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="d-flex justify-content-end">
        <Button variant="link" size="sm" lang={other} onClick={() => onLanguage(other)}>
          {other === 'es' ? 'Español' : 'English'}
        </Button>
      </div>
      <h1 className="h3">{text.signInTitle}</h1>
      {notice && <p className="alert alert-info">{notice}</p>}
      {sent ? (
        <p role="status">{text.linkSent}</p>
      ) : (
        <Form
          method="post"
          aria-label={text.signInTitle}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <p>{text.signInIntro}</p>
          <Form.Group className="mb-3" controlId={`${ids}-email`}>
            <Form.Label>{text.emailLabel}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              required
              maxLength={CLIENT_LIMITS.emailMaxLength}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Form.Group>
          <Button type="submit" disabled={busy}>
            {text.sendLink}
          </Button>
          <ErrorBox message={error} />
        </Form>
      )}
    </>
  );
}
