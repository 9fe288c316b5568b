/**
 * Who the firm is and how to reach it: the one home for these facts. The site's content
 * (frontend/app/content/firm.ts), the server's emails and messages, and the local defaults import it.
 */
export interface FirmIdentity {
  /** "Brandt & Okafor, PLLC" */
  readonly name: string;
  /** "Brandt & Okafor": page titles, email subjects and signatures. */
  readonly shortName: string;
  readonly phoneDisplay: string;
  readonly phoneHref: string;
  /** The public inbox; consultation notices go here unless the deployment names another address. */
  readonly infoEmail: string;
  readonly adminSupportEmail: string;
  /**
   * The one person at the firm who speaks Spanish (the attorneys work with a certified court interpreter):
   * named wherever Spanish-speaking visitors are told whom they will talk to.
   */
  readonly spanishSpeakingIntakeCoordinator: string;
  readonly address: {
    readonly street: string;
    readonly suite: string;
    readonly city: string;
    readonly region: string;
    readonly postalCode: string;
    readonly country: string;
  };
}

export const FIRM_IDENTITY: FirmIdentity = {
  name: 'Brandt & Okafor, PLLC',
  shortName: 'Brandt & Okafor',
  phoneDisplay: '(206) 555-0148',
  phoneHref: 'tel:+12065550148',
  infoEmail: 'info@brandtokafor.example',
  adminSupportEmail: 'admin@brandtokafor.example',
  spanishSpeakingIntakeCoordinator: 'Lucía Ramírez',
  address: {
    street: '1520 Fourth Avenue',
    suite: 'Suite 1800',
    city: 'Seattle',
    region: 'WA',
    postalCode: '98101',
    country: 'US',
  },
};
