/**
 * The frame of every portal screen: the firm's logo, the page in the client's language (its `lang`), one
 * readable column that works at 390 px, and Sign out once signed in.
 */
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { CLIENT_PORTAL_TEXT } from '#contract/client-portal';
import type { Locale } from '#contract/locale';
import { FirmLogo } from '../../components/layout/firm-logo';
import { firm } from '../../content/firm';
import './client-portal.css';

export function PortalFrame({
  language,
  onSignOut,
  children,
}: {
  language: Locale;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  return (
    <main id="main" className="client-upload-page auth-page client-portal" lang={language}>
      <Card className="client-upload-card">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <Link to="/" className="auth-logo">
            <FirmLogo tone="onWhite" label={`${firm.logo.alt}: home`} />
          </Link>
          {onSignOut && (
            <Button variant="outline-secondary" size="sm" onClick={onSignOut}>
              {CLIENT_PORTAL_TEXT[language].signOut}
            </Button>
          )}
        </div>
        {children}
      </Card>
    </main>
  );
}

/** A date as the client reads it, in their language. */
export function clientDate(iso: string, language: Locale): string {
  return new Date(iso).toLocaleDateString(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long' });
}
