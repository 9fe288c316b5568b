import { firm, titleWithFirmName } from './firm';
import { practiceAreaDirectory, practiceAreaPath, type PracticeAreaSlug } from './directory';
import type { PageMeta, PracticeArea, PracticeAreaListing } from './types';
import type { PracticeText } from './ui';

/** What a practice area's page adds to the directory entry; the page path comes from the slug. */
type PracticeAreaDetails = Omit<PracticeArea, keyof PracticeAreaListing | 'meta'> & {
  meta: Omit<PageMeta, 'path'>;
};

const details: Record<PracticeAreaSlug, PracticeAreaDetails> = {
  'catastrophic-injury': {
    heading: 'Catastrophic Injury Lawyers in Seattle',
    descriptionHtml:
      '<p>A catastrophic injury changes everything at once: work, family life, finances and plans for the ' +
      'future. People who suffer a traumatic brain injury, a spinal cord injury, an amputation or severe ' +
      'burns often face years of treatment and, in many cases, a lifetime of care. The law allows an ' +
      'injured person to recover the full cost of that care, the income and earning capacity that has been ' +
      'lost, and compensation for pain, disability and the loss of enjoyment of life.</p>' +
      '<p>Cases like these are won or lost on preparation. We investigate quickly, while evidence is still ' +
      'available: we photograph and preserve vehicles, equipment and scenes, interview witnesses, and ' +
      'obtain the records that show what happened. We then work with treating physicians, life-care ' +
      'planners, vocational counselors and economists so that a jury, or an insurer, understands what our ' +
      'client will need for the rest of his or her life.</p>' +
      '<p>Since 1986 our firm has represented injured people and their families throughout Washington. We ' +
      'take a limited number of cases so that each one receives the attention it deserves, and we prepare ' +
      'every case as though it will be tried. We handle these cases on a contingency fee basis, so there ' +
      'is no fee unless we recover compensation for you.</p>',
    bulletsHeading: 'Catastrophic injury cases we handle include:',
    bullets: [
      'Traumatic brain injuries',
      'Spinal cord injuries and paralysis',
      'Amputations and crush injuries',
      'Severe burns and electrical injuries',
      'Construction site and industrial accidents',
      'Trucking, motorcycle, bicycle and pedestrian collisions',
      'Wrongful death',
    ],
    resultIds: [4, 5, 12, 20, 23, 25],
    meta: {
      pageTitle: titleWithFirmName('Catastrophic Injury Lawyers in Seattle'),
      description:
        'Seattle trial lawyers representing people with brain injuries, spinal cord injuries, amputations ' +
        `and burns. Call ${firm.phoneDisplay} for a free consultation.`,
      keywords:
        'catastrophic injury lawyer, Seattle brain injury attorney, spinal cord injury lawyer, ' +
        'amputation injury, wrongful death, Washington personal injury',
    },
  },
  'government-liability-and-accountability': {
    heading: 'Government Liability and Accountability',
    descriptionHtml:
      '<p>Washington waived sovereign immunity decades ago. The State, its counties and cities, school ' +
      'districts and other public bodies can be held responsible for negligence in the same way as a ' +
      'private person or company. When a public agency fails to maintain a road, fails to protect a child ' +
      'in its care, or ignores a known danger, the people who are hurt have a right to hold it ' +
      'accountable.</p>' +
      '<p>Claims against government entities come with their own rules. Before a lawsuit can be filed, a ' +
      'written claim must be presented to the agency on the proper form, and the law then requires a ' +
      'waiting period of sixty days. Missing a step can jeopardize an otherwise valid case, so it is ' +
      'important to get advice early.</p>' +
      '<p>We have brought claims against state agencies, counties, cities and school districts on behalf ' +
      'of children harmed in foster care, families of people who died in custody, and drivers and cyclists ' +
      'injured on poorly maintained roads. Many of these cases have led not only to compensation for our ' +
      'clients but also to changes in policy and training that make the public safer.</p>',
    bulletsHeading: 'Our government liability work includes:',
    bullets: [
      'Foster care and child welfare failures',
      'Injuries on dangerous or poorly maintained public roads',
      'Deaths and injuries in jails and detention facilities',
      'Negligent operation of government vehicles',
      'School district negligence',
      'Failures by public agencies to act on reports of danger',
    ],
    resultIds: [2, 8, 16, 28, 11],
    meta: {
      pageTitle: titleWithFirmName('Government Liability Lawyers in Seattle'),
      description:
        'Claims against Washington cities, counties, school districts and state agencies whose negligence ' +
        'causes serious injury or death. Free consultations.',
      keywords:
        'government liability lawyer, claims against the state of Washington, county negligence, ' +
        'foster care abuse attorney, jail death lawyer, Seattle',
    },
  },
  'highway-design-and-transportation-litigation': {
    heading: 'Highway Design and Transportation Litigation',
    descriptionHtml:
      '<p>Not every serious crash is simply the fault of a driver. Roads that are poorly designed, poorly ' +
      'marked or poorly maintained can cause a crash or turn a minor mistake into a tragedy. In ' +
      'Washington, the State and local governments have a duty to keep their roads reasonably safe for ' +
      'ordinary travel, and that duty includes correcting hazards they know about or should know about.</p>' +
      '<p>These cases require a careful look at the roadway itself. We obtain crash histories, design ' +
      'plans, maintenance records and traffic studies, and we work with accident reconstructionists and ' +
      'highway engineers to determine whether a guardrail, a median barrier, a warning sign or better ' +
      'pavement markings would have prevented the harm.</p>' +
      '<p>Eleanor Brandt has litigated roadway design cases for more than three decades, and our results ' +
      'in this area include a jury verdict of $18,130,554 for a young man injured on a state route. Prior ' +
      'results do not guarantee a similar outcome, but they reflect the work we put into every case.</p>',
    bulletsHeading: 'Roadway hazards we investigate include:',
    bullets: [
      'Sharp or poorly banked curves without adequate warning',
      'Missing or defective guardrails and guardrail end terminals',
      'Open medians without cable or concrete barriers',
      'Confusing or poorly marked highway work zones',
      'Faded lane markings, missing signs and poor lighting',
      'Pavement drop-offs, potholes and other maintenance failures',
      'Dangerous intersections and railroad crossings',
    ],
    resultIds: [1, 13, 29, 11],
    meta: {
      pageTitle: titleWithFirmName('Highway Design Lawyers in Seattle'),
      description:
        'Seattle attorneys investigating crashes caused by dangerous road design, missing guardrails, poor ' +
        'signage and unsafe work zones across Washington State.',
      keywords:
        'highway design lawyer, dangerous road attorney, guardrail accident, median crossover crash, ' +
        'work zone accident, WSDOT claim, Seattle',
    },
  },
  crashworthiness: {
    heading: 'Crashworthiness and Vehicle Defect Lawyers',
    descriptionHtml:
      '<p>Crashes are foreseeable, and vehicle manufacturers know it. A vehicle should protect its ' +
      'occupants in a collision: the roof should hold its shape in a rollover, the seats should stay ' +
      'upright in a rear-end impact, and the airbags and seat belts should work as intended. When a ' +
      'vehicle fails to do so, its manufacturer may be responsible for the injuries the defect caused, ' +
      'even if someone else caused the crash.</p>' +
      '<p>These are often called crashworthiness or enhanced-injury cases. The key question is not who ' +
      'caused the collision but whether a safer design would have prevented or reduced the injuries. ' +
      'Answering that question takes engineering analysis, crash testing and a close study of the vehicle ' +
      'itself.</p>' +
      '<p>If you or a family member was seriously hurt in a crash, please do not allow the vehicle to be ' +
      'repaired, salvaged or destroyed before it can be inspected. Preserving the vehicle is often the ' +
      'single most important step in protecting a crashworthiness claim.</p>',
    bulletsHeading: 'Crashworthiness claims we pursue include:',
    bullets: [
      'Roof crush in rollover crashes',
      'Seatback collapse in rear-end collisions',
      'Airbag failures and inadvertent deployments',
      'Seat belt and restraint system failures',
      'Door latch failures and occupant ejection',
      'Fuel-fed fires',
      'Defective motorcycle and bicycle helmets',
    ],
    resultIds: [3, 9, 15],
    meta: {
      pageTitle: titleWithFirmName('Crashworthiness Lawyers in Seattle'),
      description:
        'Seattle lawyers for people hurt when a vehicle failed to protect them: roof crush, seatback ' +
        'failure, airbag and seat belt defects. Free consultation.',
      keywords:
        'crashworthiness lawyer, vehicle defect attorney, roof crush, seatback failure, airbag defect, ' +
        'seat belt failure, Seattle product liability',
    },
  },
  'medical-malpractice': {
    heading: 'Medical Malpractice Lawyers in Seattle',
    descriptionHtml:
      '<p>Most health care providers work hard to give their patients good care. When a provider falls ' +
      'below the accepted standard of care and a patient is harmed as a result, Washington law allows the ' +
      'patient or the family to bring a claim for the harm that followed.</p>' +
      '<p>Medical negligence cases are among the most demanding in civil litigation. They require a ' +
      'thorough review of the medical records, support from qualified physicians who can explain what ' +
      'should have been done, and careful attention to deadlines that can be shorter than many people ' +
      'expect. We review each potential case carefully and will tell you honestly what we find.</p>' +
      '<p>We also represent residents of nursing homes, adult family homes and memory-care facilities who ' +
      'have suffered falls, pressure injuries, malnutrition or other harm caused by neglect or ' +
      'understaffing. Vulnerable adults have special protections under Washington law.</p>',
    bulletsHeading: 'Medical malpractice cases we handle include:',
    bullets: [
      'Delayed or missed diagnosis of stroke, heart attack, sepsis and cancer',
      'Surgical and anesthesia errors',
      'Birth injuries',
      'Medication errors',
      'Emergency department negligence',
      'Nursing home and adult family home neglect',
    ],
    resultIds: [7, 19, 17, 30],
    meta: {
      pageTitle: titleWithFirmName('Medical Malpractice Lawyers in Seattle'),
      description:
        'Seattle attorneys representing patients harmed by missed diagnoses, surgical errors, birth ' +
        'injuries and nursing home neglect. Free consultation.',
      keywords:
        'medical malpractice lawyer Seattle, medical negligence attorney, birth injury, misdiagnosis, ' +
        'nursing home neglect, Washington',
    },
  },
  'product-liability': {
    heading: 'Product Liability Lawyers in Seattle',
    descriptionHtml:
      '<p>Under the Washington Product Liability Act, manufacturers are responsible for harm caused by ' +
      'products that are not reasonably safe as designed, not reasonably safe as made, or sold without ' +
      'adequate warnings or instructions. Sellers and distributors can also be responsible in some ' +
      'circumstances.</p>' +
      '<p>Product cases are technical. We work with engineers, physicians and other consultants to find ' +
      'out why a product failed and whether a safer design was available. We also look for other incidents ' +
      'involving the same product, because they often show that the manufacturer knew about the danger.</p>' +
      '<p>If you have been injured by a product, keep it, along with its packaging, manuals and receipts, ' +
      'and do not return it to the manufacturer or the store. That evidence may be essential to your ' +
      'claim.</p>',
    bulletsHeading: 'Product liability cases we handle include:',
    bullets: [
      'Industrial machines without adequate guards',
      'Defective household products and appliances',
      'Dangerous prescription drugs and medical devices',
      'Foodborne illness, including E. coli, salmonella and listeria',
      'Defective tools, ladders and recreational equipment',
      'Inadequate warnings and instructions',
    ],
    resultIds: [14],
    meta: {
      pageTitle: titleWithFirmName('Product Liability Lawyers in Seattle'),
      description:
        'Seattle lawyers for people injured by defective machines, household products, drugs and ' +
        `contaminated food. Call ${firm.phoneDisplay} for a free consultation.`,
      keywords:
        'product liability lawyer Seattle, defective product attorney, Washington Product Liability Act, ' +
        'drug injury, foodborne illness',
    },
  },
  'child-sexual-abuse': {
    heading: 'Child Sexual Abuse Lawyers in Seattle',
    descriptionHtml:
      '<p>Childhood sexual abuse causes harm that can last a lifetime. Survivors often carry it alone for ' +
      'years before they are able to talk about it. When they do, they deserve to be heard with respect, ' +
      'and they deserve to know that the law may give them a way to hold accountable those who allowed the ' +
      'abuse to happen.</p>' +
      '<p>Our civil cases focus on institutions: churches, schools, youth organizations, foster care ' +
      'agencies and others that had a duty to protect children and failed to do so. Often these ' +
      'institutions received warnings about an abuser and did nothing, or moved the abuser somewhere ' +
      'new.</p>' +
      '<p>Washington law has changed in recent years to give survivors more time to bring civil claims. ' +
      'Whether your abuse happened recently or many years ago, we encourage you to speak with us. Every ' +
      'conversation is confidential, and we will move at a pace that is comfortable for you.</p>',
    bulletsHeading: 'We represent survivors of abuse by:',
    bullets: [
      'Clergy and religious leaders',
      'Teachers, coaches and school staff',
      'Youth group and scouting volunteers',
      'Foster parents and group home staff',
      'Counselors, therapists and medical providers',
    ],
    resultIds: [6, 10, 18, 24, 35],
    hotlineNote:
      'If a child is in immediate danger, call 911. For support, information or to report suspected abuse, ' +
      'the Childhelp National Child Abuse Hotline is available 24 hours a day at 1-800-422-4453 ' +
      '(1-800-4-A-CHILD).',
    meta: {
      pageTitle: titleWithFirmName('Child Sexual Abuse Lawyers in Seattle'),
      description:
        'Confidential help for survivors of childhood sexual abuse by clergy, teachers, coaches and foster ' +
        'parents. Seattle attorneys. Free consultation.',
      keywords:
        'child sexual abuse lawyer, clergy abuse attorney, school abuse lawsuit, foster care abuse, ' +
        'survivor advocacy, Seattle, Washington',
    },
  },
  'police-misconduct': {
    heading: 'Police Misconduct and Civil Rights Lawyers',
    descriptionHtml:
      '<p>Most officers do difficult work with care. When an officer uses force that is not justified, ' +
      'makes an arrest without a lawful basis, or ignores the medical needs of someone in custody, the ' +
      'person who is harmed has rights under the United States Constitution and Washington law.</p>' +
      '<p>Civil rights claims are complex. They often involve federal claims under 42 U.S.C. § 1983, ' +
      'defenses such as qualified immunity, and the pre-suit claim requirements that apply to government ' +
      'entities. We gather body-camera and dash-camera video, dispatch records, use-of-force reports and ' +
      'witness accounts, and we work with consultants on police practices.</p>' +
      '<p>For many of our clients, accountability means more than compensation. Where the facts support ' +
      'it, we seek changes in policy and training so that what happened to our client does not happen to ' +
      'someone else.</p>',
    bulletsHeading: 'Police misconduct cases we handle include:',
    bullets: [
      'Excessive force, including police dog bites and Taser injuries',
      'Wrongful arrest and malicious prosecution',
      'Deaths and injuries in jail',
      'Denial of medical care to people in custody',
      'Dangerous police pursuits and emergency driving',
    ],
    resultIds: [26, 32, 36, 8],
    meta: {
      pageTitle: titleWithFirmName('Police Misconduct Lawyers in Seattle'),
      description:
        'Seattle civil rights attorneys representing people harmed by excessive force, wrongful arrest and ' +
        `neglect in custody. Call ${firm.phoneDisplay} today.`,
      keywords:
        'police misconduct lawyer Seattle, excessive force attorney, civil rights lawsuit, wrongful ' +
        'arrest, jail death, Section 1983',
    },
  },
};

/**
 * The eight practice areas, in directory order (the side navigation, the home grid and the overview). Marked
 * pure so the bundler can leave this module out of pages that reach it only through config/public-paths.ts
 * for an unrelated export.
 */
export const practiceAreas: PracticeArea[] = /* @__PURE__ */ practiceAreaDirectory.map((listing) => {
  const areaDetails = details[listing.slug];
  return { ...listing, ...areaDetails, meta: { path: practiceAreaPath(listing.slug), ...areaDetails.meta } };
});

export const practiceAreasOverview: { heading: string; introHtml: string; meta: PageMeta } = {
  heading: 'Our Practice Areas',
  introHtml:
    '<p>Brandt &amp; Okafor represents people who have been seriously injured, and families who have lost ' +
    'someone they love, because of the carelessness of others. Our cases often involve powerful ' +
    'defendants: vehicle and product manufacturers, government agencies, hospitals and large ' +
    'institutions.</p>' +
    '<p>We keep our caseload small so that each client works directly with an attorney, and we prepare ' +
    'every case for trial from the first day. Consultations are free, and we handle injury cases on a ' +
    'contingency fee basis, which means there is no attorney fee unless we recover compensation for ' +
    'you.</p>',
  meta: {
    path: '/practice-areas/overview',
    pageTitle: titleWithFirmName('Practice Areas | Seattle Injury Lawyers'),
    description:
      'Catastrophic injury, government liability, highway design, crashworthiness, medical malpractice, ' +
      'product liability, abuse and police misconduct cases.',
    keywords:
      'Seattle personal injury lawyer, practice areas, catastrophic injury, product liability, medical ' +
      'malpractice, highway design, police misconduct',
  },
};

export const practiceText: PracticeText = {
  kicker: 'Practice Areas',
  hotline: 'Child abuse hotline',
  callToAction: 'Talk with an attorney about your case. Consultations are free and confidential.',
  contactUs: 'Contact Us',
  sideNav: 'Practice Areas',
  results: (area) => `${area} Results`,
  resultsLabel: (area) => `${area} case results`,
  moreResults: 'More Results',
};
