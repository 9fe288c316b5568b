import { firm, titleWithFirmName } from './firm';
import type { PageMeta, SettlementCard, ValueItem, ConsultationIntro } from './types';
import type { HomeText } from './ui';

/** The six results in the home carousel; amounts and case types match results 1 to 6 in results.ts. */
export const settlementCards: SettlementCard[] = [
  {
    id: 1,
    amount: '$18,130,554',
    label: 'Highway Design',
    description:
      'Jury verdict for a young driver paralyzed when his car left a dangerous, unprotected curve on a ' +
      'state route.',
  },
  {
    id: 2,
    amount: '$14.2 Million',
    label: 'Foster Home Negligence',
    description:
      'Settlement for four siblings abused in a licensed foster home after earlier reports went unheeded.',
  },
  {
    id: 3,
    amount: '$12.5 Million',
    label: 'Automotive Product Liability',
    description:
      'Settlement for a passenger who suffered a spinal cord injury when his seatback collapsed in a crash.',
  },
  {
    id: 4,
    amount: '$10.8 Million',
    label: 'Bicycle-Truck Crash',
    description:
      'Jury verdict for a cyclist struck by a box truck turning right across a downtown Seattle bike lane.',
  },
  {
    id: 5,
    amount: '$9.75 Million',
    label: 'Construction Site Accident',
    description: 'Multi-defendant settlement for an ironworker who fell through an unguarded floor opening.',
  },
  {
    id: 6,
    amount: '$8.6 Million',
    label: 'Clergy Sexual Abuse',
    description:
      'Settlement for three men abused as altar servers by a priest the church had been warned about.',
  },
];

export const values: ValueItem[] = [
  {
    title: 'Reputation',
    text:
      'For nearly four decades, judges, opposing counsel and the lawyers who refer cases to us have known ' +
      'our firm for careful preparation and straightforward dealing. We protect that reputation in every ' +
      'case we take.',
  },
  {
    title: 'Results',
    text:
      'We have recovered significant verdicts and settlements for injured people and their families, and ' +
      'several of our cases have led to safer roads, products and policies. Every case is different, and ' +
      'prior results do not guarantee a similar outcome.',
  },
  {
    title: 'Experience',
    text:
      'Eleanor Brandt has tried cases in Washington courts since 1974, and Marcus Okafor brings more than ' +
      'fifteen years of civil rights and injury litigation. Your case is handled by one of them from start ' +
      'to finish.',
  },
];

export const homeIntro: { heading: string; html: string } = {
  heading: 'Seattle Trial Attorneys',
  html:
    '<p>Brandt &amp; Okafor represents people who have suffered catastrophic injuries and families who ' +
    'have lost a loved one. Our cases often involve powerful defendants: vehicle and product ' +
    'manufacturers, government agencies, hospitals and institutions that failed to protect the children in ' +
    'their care.</p>' +
    '<p>We are a small firm by choice. We take a limited number of cases, we investigate each one ' +
    'thoroughly, and we prepare every case as though it will be tried before a jury. Consultations are ' +
    'free, and there is no attorney fee unless we recover compensation for you.</p>',
};

export const joinUs: { heading: string; html: string } = {
  heading: 'Join Us',
  html:
    '<p>Please join us in welcoming Marcus Okafor as a partner of the firm. Marcus is a trial lawyer who ' +
    'has spent more than fifteen years representing people harmed by police misconduct, government ' +
    'negligence and dangerous vehicles.</p>' +
    '<p>With his arrival, Brandt Law Offices, founded by Eleanor Brandt in 1986, is now Brandt &amp; ' +
    'Okafor, PLLC. Our office, our telephone number and our commitment to every client remain the same.</p>',
};

export const homeMeta: PageMeta = {
  path: '/',
  pageTitle: titleWithFirmName('Seattle Personal Injury Trial Lawyers'),
  description:
    'Brandt & Okafor represents people with catastrophic injuries in Washington: highway design, product ' +
    'liability, abuse and civil rights cases. Free consultations.',
  keywords:
    'Seattle personal injury lawyer, trial attorneys, catastrophic injury, highway design, product ' +
    'liability, child sexual abuse, police misconduct, Brandt & Okafor',
};

/** The hero band at the top of the home page (spec: 600 px tall, call to action to /contact/). */
export const homeHero: { heading: string; lead: string; callToAction: string } = {
  heading: 'Justice for the Seriously Injured in Washington',
  lead: `Trial lawyers for people and families facing catastrophic injury, since ${firm.foundedYear}.`,
  callToAction: 'Request Your Free Consultation',
};

/** The words of the consultation section at the foot of the page (the form's own are in consultation-text). */
export const consultationIntro: ConsultationIntro = {
  eyebrow: 'Free, confidential consultation',
  heading: 'Tell Us What Happened',
  intro: [
    'Fill out the form and an attorney will review your message, or call us at',
    '. There is no fee unless we recover compensation for you.',
  ],
};

export const homeText: HomeText = {
  meetAttorneys: 'Meet Our Attorneys',
  historyHeading: 'A Proven History Of Success',
  settlementsLabel: 'Settlements and verdicts',
  seeAllResults: 'See All Case Results',
  casesHeading: 'Cases We Handle',
  allPracticeAreas: 'All Practice Areas',
  ourAttorneys: 'Our Attorneys',
  valuesHeading: 'Our Values',
};
