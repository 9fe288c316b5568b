import Modal from 'react-bootstrap/Modal';
import { useState } from 'react';
import { firm } from '../../content/firm';
import { browserRequirements, siteSecurityNotice } from '../../content/site-notices';

type Dialog = 'security' | 'browsers' | null;

/** The copyright line and the Site Security and Browser Requirements dialogs. */
export function MinimalFooter() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <div className="minimal-footer">
      <div className="container minimal-footer__inner">
        <p className="minimal-footer__copyright">{firm.copyrightLine}</p>
        <ul className="minimal-footer__links">
          <li>
            <button type="button" className="link-button" onClick={() => setDialog('security')}>
              {siteSecurityNotice.title}
            </button>
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => setDialog('browsers')}>
              {browserRequirements.title}
            </button>
          </li>
        </ul>
      </div>
      <Modal show={dialog === 'security'} onHide={close} centered aria-labelledby="site-security-title">
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
        show={dialog === 'browsers'}
        onHide={close}
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
    </div>
  );
}
