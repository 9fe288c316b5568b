import Modal from 'react-bootstrap/Modal';
import { browserRequirements, siteSecurityNotice } from '../../content/site-notices';

export type FooterDialog = 'security' | 'browsers';

/** The Site Security and Browser Requirements dialogs; minimal-footer.tsx loads this on first use. */
export function FooterDialogs({ open, onClose }: { open: FooterDialog | null; onClose: () => void }) {
  return (
    <>
      <Modal show={open === 'security'} onHide={onClose} centered aria-labelledby="site-security-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title as="h2" id="site-security-title">
            {siteSecurityNotice.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {siteSecurityNotice.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Modal.Body>
      </Modal>
      <Modal
        show={open === 'browsers'}
        onHide={onClose}
        centered
        aria-labelledby="browser-requirements-title"
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title as="h2" id="browser-requirements-title">
            {browserRequirements.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{browserRequirements.intro}</p>
          <ul>
            {browserRequirements.browsers.map((browser) => (
              <li key={browser.name}>
                <a href={browser.url} target="_blank" rel="noopener noreferrer">
                  {browser.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Modal.Body>
      </Modal>
    </>
  );
}
