import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { SiteNotices } from '../../content/types';
import { useSiteLanguage } from './site-language';

export type FooterDialog = 'security' | 'browsers';

function NoticeDialog({
  show,
  onClose,
  titleId,
  title,
  children,
}: {
  show: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  const { ui } = useSiteLanguage();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={ui.close}>
        <Modal.Title as="h2" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
    </Modal>
  );
}

export interface FooterDialogsProps {
  open: FooterDialog | null;
  onClose: () => void;
}

/**
 * The Site Security and Browser Requirements dialogs; minimal-footer.tsx loads this and the page language's
 * notices on first use.
 */
export function FooterDialogs({
  open,
  onClose,
  notices: { siteSecurityNotice, browserRequirements },
}: FooterDialogsProps & { notices: SiteNotices }) {
  const { ui } = useSiteLanguage();
  return (
    <>
      <NoticeDialog
        show={open === 'security'}
        onClose={onClose}
        titleId="site-security-title"
        title={ui.footer.securityTitle}
      >
        {siteSecurityNotice.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </NoticeDialog>
      <NoticeDialog
        show={open === 'browsers'}
        onClose={onClose}
        titleId="browser-requirements-title"
        title={ui.footer.browsersTitle}
      >
        <p>{browserRequirements.intro}</p>
        <ul>
          {browserRequirements.browsers.map((browser) => (
            <li key={browser.name}>
              <a href={browser.url} target="_blank" rel="noopener noreferrer">
                {browser.name}
                <span className="visually-hidden"> {ui.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </NoticeDialog>
    </>
  );
}
