import { attorneyDirectory, attorneyPath, type AttorneySlug } from './directory';
import type { Attorney, AttorneyListing, ImageAsset, PageMeta } from './types';
import { titleWithFirmName } from './firm';
import type { ProfileText } from './ui';

/** What an attorney's page adds to the directory entry; the page path comes from the slug. */
type AttorneyProfile = Omit<Attorney, keyof AttorneyListing | 'meta'> & { meta: Omit<PageMeta, 'path'> };

const membershipLogos: ImageAsset[] = [
  {
    src: '/images/memberships/wsaj.svg',
    width: 180,
    height: 180,
    alt: 'Member, Washington State Association for Justice',
  },
  {
    src: '/images/memberships/aaj.svg',
    width: 180,
    height: 180,
    alt: 'Member, American Association for Justice',
  },
  {
    src: '/images/memberships/kcba.svg',
    width: 180,
    height: 180,
    alt: 'Member, King County Bar Association',
  },
  {
    src: '/images/memberships/wsba.svg',
    width: 180,
    height: 180,
    alt: 'Member, Washington State Bar Association',
  },
  {
    src: '/images/memberships/public-justice.svg',
    width: 180,
    height: 180,
    alt: 'Member, Public Justice',
  },
];

const profiles: Record<AttorneySlug, AttorneyProfile> = {
  'eleanor-brandt': {
    email: 'eleanor@brandtokafor.example',
    portrait: {
      src: '/images/attorneys/eleanor-brandt.svg',
      width: 400,
      height: 500,
      alt: 'Portrait of Eleanor Brandt, founding partner',
    },
    summary:
      'Eleanor Brandt has represented injured people in Washington courts since 1974 and founded the firm ' +
      'in 1986. Her work has focused on highway design, product liability and catastrophic injury cases.',
    tabs: [
      {
        id: 'bio',
        label: 'Bio',
        html:
          '<p>Eleanor Brandt has spent her career in courtrooms on behalf of people who were badly hurt ' +
          'and the families of people who were killed. She began practising law in Seattle in 1974, ' +
          'representing injured railroad and construction workers at a small downtown firm, and tried her ' +
          'first jury case within a year of being admitted to the bar.</p>' +
          '<p>In 1986 she founded Brandt Law Offices with a simple idea: take a limited number of serious ' +
          'cases, prepare each one as though it will be tried, and give every client direct access to the ' +
          'lawyer handling the case. That approach has guided the firm for nearly four decades. In 2025, ' +
          'when Marcus Okafor joined as a partner, the firm became Brandt &amp; Okafor.</p>' +
          '<p>Eleanor is known for her work on roadway design cases, in which she has helped hold public ' +
          'agencies responsible for dangerous curves, missing guardrails and open medians. She also ' +
          'represents people injured by defective vehicles and products, and survivors of childhood sexual ' +
          'abuse in claims against the institutions that failed to protect them. Her cases have led to ' +
          'verdicts and settlements for her clients and, in several instances, to safety improvements on ' +
          'Washington highways.</p>' +
          '<p>Outside the office, Eleanor has taught trial advocacy to law students and young lawyers for ' +
          'many years, and she volunteers with organizations that support people living with brain and ' +
          'spinal cord injuries. She lives in Seattle and spends as much time as she can in the San Juan ' +
          'Islands.</p>' +
          '<p>You can reach Eleanor directly at <a ' +
          'href="mailto:eleanor@brandtokafor.example">eleanor@brandtokafor.example</a>.</p>',
      },
      {
        id: 'education',
        label: 'Education',
        html:
          '<h2>Education</h2>' +
          '<ul>' +
          '<li>J.D., University of Washington School of Law, 1974</li>' +
          '<li>B.A., History, Whitman College, 1971</li>' +
          '</ul>' +
          '<h2>Bar Admissions</h2>' +
          '<ul>' +
          '<li>Washington State, 1974</li>' +
          '<li>United States District Court for the Western District of Washington</li>' +
          '<li>United States District Court for the Eastern District of Washington</li>' +
          '<li>United States Court of Appeals for the Ninth Circuit</li>' +
          '</ul>',
      },
      {
        id: 'publications',
        label: 'Publications',
        html:
          '<ul>' +
          '<li>“Proving Notice in Roadway Design Cases,” <em>Northwest Trial Quarterly</em>, ' +
          'Spring 2019</li>' +
          '<li>“The Crash History as Evidence: Discovery of Collision Data from Public Agencies,” ' +
          '<em>Washington Injury Law Journal</em>, 2014</li>' +
          '<li>“Life-Care Plans for the Catastrophically Injured Client,” continuing legal ' +
          'education materials, 2011</li>' +
          '<li>“Institutional Responsibility in Childhood Sexual Abuse Cases,” ' +
          '<em>Northwest Trial Quarterly</em>, Fall 2006</li>' +
          '<li>“Guardrail End Treatments and the Duty to Upgrade,” continuing legal education ' +
          'materials, 1998</li>' +
          '</ul>',
      },
      {
        id: 'honors',
        label: 'Honors',
        html:
          '<ul>' +
          '<li>Recognized for fifty years of trial practice by colleagues in the Washington plaintiffs’ ' +
          'bar, 2024</li>' +
          '<li>Lifetime Achievement Award, Puget Sound Trial Lawyers Guild, 2019</li>' +
          '<li>Included in a peer-selected list of Washington trial lawyers each year since 2005</li>' +
          '<li>Peer review rating of Preeminent for ethical standards and legal ability</li>' +
          '<li>Member, Million Dollar Advocates Forum</li>' +
          '<li>Eagle Member, Washington State Association for Justice</li>' +
          '</ul>' +
          '<p>Recognitions are based on the methods of the organizations that grant them and do not ' +
          'suggest that any lawyer is better than another.</p>',
      },
      {
        id: 'interviews',
        label: 'Interviews',
        html:
          '<p>Eleanor has spoken with local and national media about roadway safety, vehicle defects and ' +
          'the rights of abuse survivors.</p>' +
          '<ul>' +
          '<li><a href="https://www.youtube.com/@brandtokaforlaw" rel="noopener noreferrer" ' +
          'target="_blank">Video: “Fifty Years in the Courtroom,” a conversation with Eleanor Brandt</a> ' +
          '(opens in a new tab)</li>' +
          '<li>Radio interview on guardrail safety on Washington highways, 2022</li>' +
          '<li>Television news interview on a median barrier verdict, 2016</li>' +
          '</ul>',
      },
    ],
    memberships: membershipLogos,
    meta: {
      pageTitle: titleWithFirmName('Eleanor Brandt, Seattle Trial Attorney'),
      description:
        'Eleanor Brandt has represented injured people in Washington since 1974 and founded the firm in ' +
        '1986. Highway design and product liability cases.',
      keywords:
        'Eleanor Brandt, Seattle trial attorney, highway design lawyer, product liability attorney, ' +
        'catastrophic injury lawyer, Brandt & Okafor',
    },
  },
  'marcus-okafor': {
    email: 'marcus@brandtokafor.example',
    portrait: {
      src: '/images/attorneys/marcus-okafor.svg',
      width: 400,
      height: 500,
      alt: 'Portrait of Marcus Okafor, partner',
    },
    summary:
      'Marcus Okafor joined the firm as a partner in 2025. He represents people harmed by police ' +
      'misconduct, government negligence and dangerous vehicles.',
    tabs: [
      {
        id: 'bio',
        label: 'Bio',
        html:
          '<p>Marcus Okafor is a trial lawyer who represents people seriously injured by the negligence of ' +
          'government agencies, corporations and the people who work for them. He joined the firm as a ' +
          'partner in 2025, and the firm, founded in 1986 as Brandt Law Offices, became Brandt &amp; ' +
          'Okafor.</p>' +
          '<p>Marcus grew up in Tacoma, the son of a nurse and a Boeing machinist. After law school he ' +
          'served as a law clerk at the Washington Court of Appeals, where he read hundreds of trial ' +
          'records and learned how cases are won and lost long before they reach a jury. He then spent ' +
          'more than a decade at a Seattle civil rights firm, representing people who had been subjected ' +
          'to excessive force, wrongful arrest and neglect in jails.</p>' +
          '<p>His practice today includes police misconduct and civil rights claims, government liability, ' +
          'crashworthiness and catastrophic injury cases. Clients and colleagues know him for careful ' +
          'preparation, plain speaking and a steady presence in the courtroom. Where the facts support it, ' +
          'he seeks changes in policy and training as part of a resolution, so that others do not suffer ' +
          'the same harm.</p>' +
          '<p>Marcus serves on the board of a Tacoma nonprofit that provides free legal clinics, mentors ' +
          'law students from communities underrepresented in the profession, and coaches youth basketball. ' +
          'He lives in Seattle with his family.</p>' +
          '<p>You can reach Marcus directly at <a ' +
          'href="mailto:marcus@brandtokafor.example">marcus@brandtokafor.example</a>.</p>',
      },
      {
        id: 'education',
        label: 'Education',
        html:
          '<h2>Education</h2>' +
          '<ul>' +
          '<li>J.D., Seattle University School of Law, 2009</li>' +
          '<li>B.A., Political Science, Gonzaga University, 2006</li>' +
          '</ul>' +
          '<h2>Bar Admissions</h2>' +
          '<ul>' +
          '<li>Washington State, 2009</li>' +
          '<li>United States District Court for the Western District of Washington</li>' +
          '<li>United States Court of Appeals for the Ninth Circuit</li>' +
          '</ul>',
      },
      {
        id: 'publications',
        label: 'Publications',
        html:
          '<ul>' +
          '<li>“Body-Camera Video in Civil Rights Litigation: Getting It, Keeping It, Using It,” ' +
          '<em>Northwest Trial Quarterly</em>, Winter 2023</li>' +
          '<li>“Pre-Suit Claims Against Washington Local Governments: A Practical Checklist,” ' +
          '<em>Washington Injury Law Journal</em>, 2021</li>' +
          '<li>“Medical Care in County Jails and the Duty Owed to Detainees,” continuing legal ' +
          'education materials, 2018</li>' +
          '<li>“Seatback Strength and the Rear-Seat Child Passenger,” ' +
          '<em>Northwest Trial Quarterly</em>, Summer 2016</li>' +
          '</ul>',
      },
      {
        id: 'presentations',
        label: 'Presentations',
        html:
          '<ul>' +
          '<li>“Qualified Immunity After Recent Ninth Circuit Decisions,” Seattle civil rights ' +
          'litigation seminar, 2025</li>' +
          '<li>“Jury Selection in Cases Against Public Entities,” statewide trial skills ' +
          'conference, 2024</li>' +
          '<li>“Working with Accident Reconstructionists in Crashworthiness Cases,” continuing ' +
          'legal education seminar, Spokane, 2022</li>' +
          '<li>“Your Rights During a Police Encounter,” community legal education workshop, ' +
          'Tacoma, 2019</li>' +
          '</ul>',
      },
    ],
    meta: {
      pageTitle: titleWithFirmName('Marcus Okafor, Seattle Trial Attorney'),
      description:
        'Marcus Okafor represents people harmed by police misconduct, government negligence and vehicle ' +
        'defects. He joined Brandt & Okafor as partner in 2025.',
      keywords:
        'Marcus Okafor, Seattle civil rights attorney, police misconduct lawyer, government liability, ' +
        'crashworthiness, Brandt & Okafor',
    },
  },
};

/**
 * The full attorney records, in directory order. Marked pure so the bundler can leave this module out of
 * pages that reach it only through config/public-paths.ts for an unrelated export.
 */
export const attorneys: Attorney[] = /* @__PURE__ */ attorneyDirectory.map((listing) => {
  const profile = profiles[listing.slug];
  return { ...listing, ...profile, meta: { path: attorneyPath(listing.slug), ...profile.meta } };
});

export const attorneysOverviewIntro: string =
  'Our firm is deliberately small. Every case is handled by one of our two partners, Eleanor Brandt and ' +
  'Marcus Okafor, who between them have more than sixty-five years of experience representing injured ' +
  'people in Washington courts. Clients work directly with their lawyer from the first meeting to the ' +
  'final resolution, and each case is prepared as though it will be tried before a jury.';

export const profileText: ProfileText = {
  contact: 'Contact',
  aboutPerson: 'About',
  requestConsultation: 'Request a Consultation',
  memberships: 'Professional Memberships',
  membershipsLabel: 'Professional memberships',
};
