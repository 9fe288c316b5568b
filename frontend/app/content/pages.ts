import { firm, titleWithFirmName } from './firm';
import type { PageMeta, LanguageNote } from './types';
import type { AboutText, ContactText, TeamText } from './ui';

export const aboutPage: { heading: string; html: string; practiceList: string[]; meta: PageMeta } = {
  heading: 'About Brandt & Okafor',
  html:
    '<p>Eleanor Brandt began practising law in Seattle in 1974, representing injured workers and their ' +
    'families. In 1986 she founded Brandt Law Offices on a simple principle: take a limited number of ' +
    'serious cases, prepare each one thoroughly, and make sure every client can reach the lawyer handling ' +
    'the case.</p>' +
    '<p>In 2025 trial lawyer Marcus Okafor joined the firm as a partner, and the firm became Brandt &amp; ' +
    'Okafor, PLLC. Marcus brings more than fifteen years of experience in civil rights, government ' +
    'liability and catastrophic injury cases. The principle has not changed.</p>' +
    '<p>Our clients are people whose lives have been changed by a serious injury, and families who have ' +
    'lost someone they love. Many of our cases are brought against large corporations, insurers and ' +
    'government agencies with significant resources. We work with engineers, physicians, economists and ' +
    'other consultants to understand exactly what happened and what our clients will need, and we are ' +
    'prepared to take a case to trial when a fair settlement is not offered.</p>' +
    '<p>We represent clients throughout Washington from our office in downtown Seattle. Consultations are ' +
    'free and confidential, and we handle injury cases on a contingency fee basis, so there is no attorney ' +
    'fee unless we recover compensation for you.</p>' +
    '<p>Our practice includes:</p>',
  practiceList: [
    'Catastrophic injury and wrongful death',
    'Government liability and accountability',
    'Highway design and transportation litigation',
    'Crashworthiness and vehicle defects',
    'Medical malpractice and nursing home neglect',
    'Product liability, including drug and food safety cases',
    'Childhood sexual abuse',
    'Police misconduct and civil rights',
  ],
  meta: {
    path: '/about',
    pageTitle: titleWithFirmName('About Our Firm | Seattle Trial Lawyers'),
    description:
      'Founded in 1986 as Brandt Law Offices, Brandt & Okafor represents seriously injured people and ' +
      'their families throughout Washington from downtown Seattle.',
    keywords:
      'about Brandt & Okafor, Brandt Law Offices, Seattle trial lawyers, Eleanor Brandt, Marcus Okafor, ' +
      'Washington personal injury firm',
  },
};

export const attorneysOverviewMeta: PageMeta = {
  path: '/attorneys/all',
  pageTitle: titleWithFirmName('Our Team | Seattle Trial Attorneys'),
  description:
    'Meet Eleanor Brandt and Marcus Okafor, the Seattle trial lawyers of Brandt & Okafor, representing ' +
    'seriously injured people across Washington.',
  keywords:
    'Seattle trial attorneys, Eleanor Brandt, Marcus Okafor, personal injury lawyers, civil rights lawyer, ' +
    'Brandt & Okafor team',
};

export const contactMeta: PageMeta = {
  path: '/contact',
  pageTitle: titleWithFirmName('Contact Us | Free Consultation'),
  description:
    'Request a free, confidential consultation with Brandt & Okafor in downtown Seattle. Call ' +
    `${firm.phoneDisplay} or fill out our contact form today.`,
  keywords:
    'contact Seattle injury lawyer, free consultation, Brandt & Okafor, 1520 Fourth Avenue Seattle, ' +
    'personal injury attorney near me',
};

/** Shown on the contact page: who speaks Spanish, with the Spanish phrase marked as Spanish. */
export const languageNote: LanguageNote = {
  lead: 'Se habla español',
  leadLanguage: 'es',
  text:
    `our intake coordinator, ${firm.spanishSpeakingIntakeCoordinator}, speaks Spanish, and our attorneys work with a certified court ` +
    'interpreter.',
};

export const disclaimerMeta: PageMeta = {
  path: '/disclaimer/',
  pageTitle: titleWithFirmName('Disclaimer'),
  description:
    'The information on this website is general information, not legal advice, and viewing it does not ' +
    'create an attorney-client relationship with our firm.',
  keywords: 'disclaimer, legal notice, attorney advertising, Brandt & Okafor, Seattle',
};

export const disclaimerHtml: string =
  '<p>The information on this website is provided by Brandt &amp; Okafor, PLLC for general informational ' +
  'purposes only. It is not legal advice, and it should not be relied on as legal advice for any ' +
  'particular situation. The law changes, and the application of the law depends on the specific facts of ' +
  'each case.</p>' +
  '<p>Viewing this website, or contacting the firm through it by email, telephone or the consultation ' +
  'form, does not create an attorney-client relationship. An attorney-client relationship is formed only ' +
  'when the firm has agreed in writing to represent you. Please do not send confidential information until ' +
  'you have spoken with one of our attorneys and we have confirmed that we can represent you.</p>' +
  '<p>Case results described on this website depend on the facts and legal circumstances of each case. ' +
  'Prior results do not guarantee a similar outcome, and amounts shown are gross amounts before the ' +
  'deduction of attorney fees and costs.</p>' +
  '<p>Our attorneys are licensed to practise law in the State of Washington. This website may be ' +
  'considered attorney advertising in some jurisdictions. Links to other websites are provided for ' +
  'convenience, and the firm is not responsible for their content.</p>';

export const messageReplyHtml: string =
  '<p>Thank you for contacting Brandt &amp; Okafor. We have received your consultation request.</p>' +
  '<p>A member of our team is reviewing the information you provided and will be in touch with you as soon ' +
  'as possible, usually within one business day. If your matter is urgent, or if you would like to add ' +
  'anything to your request, please <a href="/contact">contact our office</a> or call us at ' +
  `<a href="${firm.phoneHref}">${firm.phoneDisplay}</a>.</p>`;

export const aboutText: AboutText = {
  kicker: 'About Us',
  requestConsultation: 'Request a Free Consultation',
  meetAttorneys: 'Meet Our Attorneys',
};

export const teamText: TeamText = {
  heading: 'Our Team',
  kicker: 'Attorneys',
  listLabel: 'Our attorneys',
  viewProfile: 'View Profile',
  viewProfileOf: 'View Profile:',
};

export const contactText: ContactText = {
  heading: 'Contact Us',
  lead: 'Passionately Advocating for the Injured',
  prompt: 'Please Fill Out a Contact Form to Schedule a Free Consultation',
  phone: 'Phone',
  email: 'Email',
};

export const replyHeading = 'Thank You';

export const disclaimerHeading = 'Disclaimer';
