/**
 * The portal's screens: /client (sign in, or the client's matters once signed in), /client/sign-in#<token>
 * (the emailed link: taken once, then the matters) and /client/matters/:id. The link's token is the
 * fragment, never sent to a server in an address, so never in a log.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CLIENT_PORTAL_PATHS, CLIENT_PORTAL_TEXT, PHASES_FOR_CLIENTS } from '#contract/client-portal';
import type { Locale } from '#contract/locale';
import { isMatterPhase } from '#contract/matters';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { useQuery } from '../../lib/use-query';
import { loadClientMatter, loadClientMatters, signInWithLink, signOutClient } from './client-api';
import { chooseClientLanguage, clientLanguage, clientToken } from './client-session';
import { MatterView } from './matter-view';
import { PortalFrame, clientDate } from './portal-frame';
import { SignInScreen } from './sign-in-screen';

function useClientLanguage() {
  const [language, setLanguage] = useState<Locale>('en');
  useEffect(() => setLanguage(clientLanguage()), []);
  const choose = useCallback((next: Locale) => {
    chooseClientLanguage(next);
    setLanguage(next);
  }, []);
  return [language, choose] as const;
}

/** Signs out, then shows the sign-in form with "You are signed out". */
function useSignOut(onDone: () => void) {
  return useCallback(() => {
    void signOutClient().finally(onDone);
  }, [onDone]);
}

function SignedInHome({
  language,
  onSignedOut,
}: {
  language: Locale;
  onSignedOut: (notice: string) => void;
}) {
  const text = CLIENT_PORTAL_TEXT[language];
  const { data, error, loading } = useQuery(loadClientMatters);
  const signedOut = error && !clientToken();
  useEffect(() => {
    if (signedOut) onSignedOut(text.sessionEnded);
  }, [signedOut, onSignedOut, text.sessionEnded]);
  const signOut = useSignOut(useCallback(() => onSignedOut(text.signedOut), [onSignedOut, text.signedOut]));
  return (
    <PortalFrame language={language} onSignOut={signOut}>
      <h1 className="h3">{text.yourMatters}</h1>
      {loading && !data && <LoadingNote>{text.loading}</LoadingNote>}
      <ErrorBox message={signedOut ? '' : error} />
      {data && data.length === 0 && <p>{text.noMatters}</p>}
      {data && data.length > 0 && (
        <ul className="list-unstyled">
          {data.map((matter) => (
            <li key={matter.id} className="mb-3">
              <Link to={CLIENT_PORTAL_PATHS.matter(matter.id)}>
                {isMatterPhase(matter.phase) ? PHASES_FOR_CLIENTS[matter.phase][language].name : matter.phase}
              </Link>
              <br />
              <small>
                {text.lastUpdate}: {clientDate(matter.lastUpdateAt, language)}
              </small>
            </li>
          ))}
        </ul>
      )}
    </PortalFrame>
  );
}

/** Why a matter's page sent the client back to /client: said above the sign-in form. */
type HomeNotice = 'signedOut' | 'sessionEnded';

/** /client */
export function PortalHome() {
  const [language, setLanguage] = useClientLanguage();
  const [signedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  const sentBack = (useLocation().state as { notice?: HomeNotice } | null)?.notice;
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (sentBack) setNotice(CLIENT_PORTAL_TEXT[language][sentBack]);
  }, [sentBack, language]);
  useEffect(() => setSignedIn(Boolean(clientToken())), []);
  const signedOut = useCallback((message: string) => {
    setNotice(message);
    setSignedIn(false);
  }, []);
  if (signedIn === undefined) return <PortalFrame language={language}>{null}</PortalFrame>;
  if (signedIn) return <SignedInHome language={language} onSignedOut={signedOut} />;
  return (
    <PortalFrame language={language}>
      <SignInScreen language={language} onLanguage={setLanguage} notice={notice} />
    </PortalFrame>
  );
}

/** /client/sign-in#<token>: the link is taken once; a link that no longer works says so, with the form. */
export function PortalSignIn({ token }: { token: string }) {
  const [language, setLanguage] = useClientLanguage();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    signInWithLink(token)
      .then(() => navigate(CLIENT_PORTAL_PATHS.home, { replace: true }))
      .catch(() => setFailed(true));
  }, [token, navigate]);
  return (
    <PortalFrame language={language}>
      {failed ? (
        <SignInScreen
          language={language}
          onLanguage={setLanguage}
          notice={CLIENT_PORTAL_TEXT[language].linkNotValid}
        />
      ) : (
        <LoadingNote>{CLIENT_PORTAL_TEXT[language].signingIn}</LoadingNote>
      )}
    </PortalFrame>
  );
}

/** /client/matters/:id */
export function PortalMatter({ matterId }: { matterId: string }) {
  const [language] = useClientLanguage();
  const navigate = useNavigate();
  const text = CLIENT_PORTAL_TEXT[language];
  const load = useCallback(() => loadClientMatter(matterId), [matterId]);
  const { data, error, loading } = useQuery(load);
  const goHome = useCallback(
    (notice: HomeNotice) => navigate(CLIENT_PORTAL_PATHS.home, { state: { notice } }),
    [navigate],
  );
  const signOut = useSignOut(useCallback(() => goHome('signedOut'), [goHome]));
  useEffect(() => {
    if (error && !clientToken()) goHome('sessionEnded');
  }, [error, goHome]);
  return (
    <PortalFrame language={language} onSignOut={signOut}>
      <p>
        <Link to={CLIENT_PORTAL_PATHS.home}>{text.backToMatters}</Link>
      </p>
      {loading && !data && <LoadingNote>{text.loading}</LoadingNote>}
      <ErrorBox message={error} />
      {data && <MatterView matter={data} language={language} />}
    </PortalFrame>
  );
}
