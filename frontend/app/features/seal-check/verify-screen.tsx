/**
 * The public seal check: the visitor chooses a PDF, the browser computes its SHA-256 (the file never leaves
 * the device), and the firm answers whether it sealed a file with that hash, and when.
 */
import { Fragment, useId, useState } from 'react';
import { PageBanner } from '../../components/layout/page-banner';
import type { VerifyWords } from '../../content/verify';
import { NETWORK_ERROR_MESSAGE } from '../../lib/graphql';
import { checkSeal, sha256OfFile } from './seal-check-api';

type Verdict =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'sealed'; date: string; stage: string | null; sha256: string }
  | { kind: 'unknown'; sha256: string }
  | { kind: 'error'; message: string };

/** The hash in four breakable groups (no stylesheet rule needed at 390 px), in the alert's own colour. */
function Fingerprint({ sha256 }: { sha256: string }) {
  const groups = sha256.match(/.{1,16}/g) ?? [sha256];
  return (
    <samp>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {group}
        </Fragment>
      ))}
    </samp>
  );
}

export function VerifyScreen({ words }: { words: VerifyWords }) {
  const ids = useId();
  const [verdict, setVerdict] = useState<Verdict>({ kind: 'idle' });

  const check = async (file: File | undefined) => {
    if (!file) return;
    if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') {
      setVerdict({ kind: 'error', message: words.notPdf });
      return;
    }
    setVerdict({ kind: 'checking' });
    try {
      const sha256 = await sha256OfFile(file);
      const answer = await checkSeal(sha256);
      if (answer.result === 'sealed' && answer.sealedAt) {
        const date = new Intl.DateTimeFormat(words.locale, { dateStyle: 'long' }).format(
          new Date(answer.sealedAt),
        );
        setVerdict({ kind: 'sealed', date, stage: answer.stage ?? null, sha256 });
      } else setVerdict({ kind: 'unknown', sha256 });
    } catch (failure) {
      setVerdict({
        kind: 'error',
        message: failure instanceof Error && failure.message ? failure.message : NETWORK_ERROR_MESSAGE,
      });
    }
  };

  return (
    <>
      <PageBanner title={words.heading} />
      <section className="section">
        <div className="container narrow">
          <p>{words.intro}</p>
          <p>
            <strong>{words.privacy}</strong>
          </p>
          {/* Only classes the public sheet already holds: this page adds no rule to every public page's CSS. */}
          <p>
            <label className="form-label" htmlFor={`${ids}-file`}>
              {words.fileLabel}
            </label>
            <input
              id={`${ids}-file`}
              type="file"
              accept="application/pdf,.pdf"
              className="form-control"
              disabled={verdict.kind === 'checking'}
              onChange={(event) => void check(event.target.files?.[0])}
            />
          </p>
          <div aria-live="polite">
            {verdict.kind === 'checking' && <p>{words.checking}</p>}
            {verdict.kind === 'sealed' && (
              <div className="alert alert-success" data-testid="seal-verdict">
                <p className="mb-1">
                  <strong>{words.sealed(verdict.date)}</strong>
                </p>
                {verdict.stage && words.stage[verdict.stage] && (
                  <p className="mb-1">{words.stage[verdict.stage]}</p>
                )}
                <p className="mb-0 small">
                  {words.fingerprint}: <Fingerprint sha256={verdict.sha256} />
                </p>
              </div>
            )}
            {verdict.kind === 'unknown' && (
              <div className="alert alert-warning" data-testid="seal-verdict">
                <p className="mb-1">
                  <strong>{words.unknown}</strong>
                </p>
                <p className="mb-0 small">
                  {words.fingerprint}: <Fingerprint sha256={verdict.sha256} />
                </p>
              </div>
            )}
            {verdict.kind === 'error' && (
              <div className="alert alert-danger" role="alert">
                {verdict.message}
              </div>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
