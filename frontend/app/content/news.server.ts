import { firm, titleWithFirmName } from './firm';
import type { NewsArticle } from './types';

/**
 * The 18 seed news articles, newest first (the list sorts by isoDate, so order here is for readers). Bodies
 * are large: only loaders and build-time code import this `.server` module (the bundler refuses it in
 * client code); pages get an article or the summaries through news-source.server.ts.
 */
export const newsArticles: NewsArticle[] = [
  {
    title: 'What to Do in the First Weeks After a Catastrophic Injury',
    titleShort: 'After a Catastrophic Injury',
    url: 'what-to-do-after-a-catastrophic-injury',
    author: 'Brandt & Okafor',
    date: 'March 4, 2026',
    isoDate: '2026-03-04',
    year: '2026',
    category: 'Catastrophic Injury',
    featured: 'true',
    content:
      '<p>The weeks after a serious injury are overwhelming. Families are focused on surgery, ' +
      'rehabilitation and getting through each day, and legal questions can feel like the last thing that ' +
      'matters. Yet some of the most important steps in protecting an injured person’s future are taken in ' +
      'this early period.</p>' +
      '<h2>Focus on medical care first</h2>' +
      '<p>Follow the advice of the treating physicians and keep every appointment. Medical records are the ' +
      'foundation of any injury claim, and gaps in treatment are often used by insurers to argue that an ' +
      'injury is less serious than it is.</p>' +
      '<h2>Preserve the evidence</h2>' +
      '<ul>' +
      '<li>Do not allow a damaged vehicle, helmet, tool or product to be repaired, sold or discarded.</li>' +
      '<li>Take photographs of injuries as they heal, and of the place where the injury happened.</li>' +
      '<li>Write down the names and telephone numbers of witnesses.</li>' +
      '<li>Keep bills, receipts, pay stubs and a simple journal of symptoms and limitations.</li>' +
      '</ul>' +
      '<h2>Be careful with insurers</h2>' +
      '<p>An insurance adjuster may call within days and ask for a recorded statement or a medical ' +
      'authorization. You are not required to give a statement to another person’s insurer, and it is wise ' +
      'to speak with a lawyer before you do. Early settlement offers rarely account for the full cost of ' +
      'future care.</p>' +
      '<p>If you have questions about a serious injury to yourself or a family member, we are glad to talk ' +
      'with you. Consultations are free and confidential.</p>',
    meta: {
      path: '/news-media/what-to-do-after-a-catastrophic-injury',
      pageTitle: titleWithFirmName('What to Do After a Catastrophic Injury'),
      description:
        'Practical steps for injured people and their families in the first weeks after a catastrophic ' +
        'injury: medical care, evidence and dealing with insurers.',
      keywords:
        'catastrophic injury, what to do after an injury, preserve evidence, insurance adjuster, Seattle ' +
        'injury lawyer',
    },
  },
  {
    title: 'Washington Survivors of Childhood Sexual Abuse Have More Time to Seek Justice',
    titleShort: 'More Time for Survivors',
    url: 'more-time-for-survivors-of-childhood-sexual-abuse',
    author: 'The Office of Brandt & Okafor',
    date: 'January 20, 2026',
    isoDate: '2026-01-20',
    year: '2026',
    category: 'Child Sexual Abuse',
    featured: 'false',
    content:
      '<p>For many years, survivors of childhood sexual abuse in Washington faced a statute of limitations ' +
      'that could bar their civil claims before they were ready to come forward. Research and experience ' +
      'both show that many survivors do not disclose abuse until well into adulthood, if ever.</p>' +
      '<p>In 2024 the Legislature changed the law, removing the time limit for many civil claims arising ' +
      'from childhood sexual abuse. Nearly two years later, we still speak with survivors who do not know ' +
      'that the law has changed, or who assume that their claims expired long ago.</p>' +
      '<p>How the new law applies depends on the facts of each case, including when the abuse occurred and ' +
      'who the potential defendants are. Claims against public entities such as school districts and state ' +
      'agencies also have their own procedural requirements. A confidential conversation with a lawyer can ' +
      'help you understand your options.</p>' +
      '<p>Our firm represents survivors in claims against churches, schools, youth organizations and ' +
      'foster care agencies that failed to protect children in their care. We listen first, and we move at ' +
      'a pace that is comfortable for each client.</p>',
    meta: {
      path: '/news-media/more-time-for-survivors-of-childhood-sexual-abuse',
      pageTitle: titleWithFirmName('More Time for Survivors of Child Sexual Abuse'),
      description:
        'Washington changed its law in 2024 to give survivors of childhood sexual abuse more time to bring ' +
        'civil claims. What survivors should know today.',
      keywords:
        'childhood sexual abuse statute of limitations, Washington abuse law, survivor rights, civil ' +
        'claims, Seattle abuse lawyer',
    },
  },
  {
    title: 'Bicycle Crashes in Seattle: Injuries, Insurance and Your Rights',
    titleShort: 'Bicycle Crashes in Seattle',
    url: 'seattle-bicycle-crashes-insurance-and-your-rights',
    author: 'Brandt & Okafor',
    date: 'October 8, 2025',
    isoDate: '2025-10-08',
    year: '2025',
    category: 'Catastrophic Injury',
    featured: 'false',
    content:
      '<p>More people ride bicycles in Seattle than ever before, for commuting, errands and recreation. ' +
      'Protected bike lanes and trails have made riding safer, but crashes with vehicles still cause ' +
      'serious injuries, especially when large trucks turn across a bike lane.</p>' +
      '<h2>Cyclists have the same rights as drivers</h2>' +
      '<p>Under Washington law, a person riding a bicycle on a roadway generally has the rights and duties ' +
      'of a vehicle driver. Drivers must yield when turning across a bike lane and must give cyclists a ' +
      'safe distance when passing.</p>' +
      '<h2>Your own auto insurance may help</h2>' +
      '<p>Many cyclists do not realize that the personal injury protection (PIP) and underinsured motorist ' +
      'coverage on their own auto policy may apply when they are hit while riding. These coverages can pay ' +
      'medical bills and lost wages and can fill the gap when the at-fault driver carries too little ' +
      'insurance.</p>' +
      '<p>Washington follows a system of comparative fault, so an injured cyclist can recover even if an ' +
      'insurer claims that he or she was partly at fault. If you were hurt while riding, keep your bicycle ' +
      'and helmet as they are after the crash, and talk with a lawyer before giving a recorded ' +
      'statement.</p>',
    meta: {
      path: '/news-media/seattle-bicycle-crashes-insurance-and-your-rights',
      pageTitle: titleWithFirmName('Bicycle Crashes in Seattle: Your Rights'),
      description:
        'What Seattle cyclists should know after a crash: right-of-way rules, personal injury protection, ' +
        'underinsured motorist coverage and comparative fault.',
      keywords:
        'Seattle bicycle accident lawyer, bike lane crash, cyclist rights, PIP coverage, underinsured ' +
        'motorist, comparative fault',
    },
  },
  {
    title: 'Cable Median Barriers and Crossover Crashes on Washington Highways',
    titleShort: 'Cable Median Barriers',
    url: 'cable-median-barriers-and-crossover-crashes',
    author: 'The Office of Brandt & Okafor',
    date: 'August 19, 2025',
    isoDate: '2025-08-19',
    year: '2025',
    category: 'Highway Design',
    featured: 'false',
    content:
      '<p>A crossover crash happens when a vehicle leaves its side of a divided highway, crosses the ' +
      'median and strikes oncoming traffic. Because the vehicles meet head-on at highway speed, these are ' +
      'among the most deadly crashes on the road.</p>' +
      '<p>Median barriers, including high-tension cable systems, concrete walls and steel guardrail, are ' +
      'designed to stop or redirect a vehicle before it reaches the opposing lanes. Over the past two ' +
      'decades, Washington has installed many miles of cable barrier on interstate and state highways, and ' +
      'crossover fatalities on those stretches have fallen.</p>' +
      '<p>Barriers only work when they are installed where they are needed and are kept in good repair. ' +
      'Cable barriers that are struck must be re-tensioned and repaired promptly, and stretches with a ' +
      'history of crossover crashes deserve attention even where the median is wide.</p>' +
      '<p>When we investigate a crossover crash, we look at the crash history of the location, the width ' +
      'and slope of the median, the agency’s own barrier policies and its repair records. These cases can ' +
      'show that a death or serious injury was preventable.</p>',
    meta: {
      path: '/news-media/cable-median-barriers-and-crossover-crashes',
      pageTitle: titleWithFirmName('Cable Median Barriers and Crossover Crashes'),
      description:
        'How median barriers prevent deadly crossover crashes on Washington highways, and what we examine ' +
        'when a barrier is missing or poorly maintained.',
      keywords:
        'crossover crash, median barrier, cable barrier, highway design lawyer, Washington highway safety, ' +
        'Seattle',
    },
  },
  {
    title: 'Seatback Failures: A Hidden Danger in Rear-End Collisions',
    titleShort: 'Seatback Failures',
    url: 'seatback-failures-in-rear-end-collisions',
    author: 'Brandt & Okafor',
    date: 'April 14, 2025',
    isoDate: '2025-04-14',
    year: '2025',
    category: 'Product Liability',
    featured: 'false',
    content:
      '<p>Most people think of rear-end collisions as minor. But when a front seatback collapses backward ' +
      'in a rear impact, the person in that seat can be thrown into the rear of the vehicle, and a child ' +
      'seated behind can be struck by the collapsing seat and its occupant.</p>' +
      '<p>The federal standard for seat strength has changed little in decades, and engineers have long ' +
      'criticized it as too weak to reflect real crashes. Stronger seat designs are available and are used ' +
      'in many vehicles, which shows that a safer design is feasible.</p>' +
      '<p>For families, the practical lesson is simple: whenever possible, seat children behind an ' +
      'unoccupied seat or behind the lightest occupant. For people who have already been hurt, the lesson ' +
      'is to preserve the vehicle. A seatback failure can only be proven by examining the seat itself.</p>' +
      '<p>Our firm has represented occupants who suffered spinal cord injuries when their seats failed. If ' +
      'you believe a seat failed in a crash involving you or a family member, please contact us before the ' +
      'vehicle is repaired or sold for salvage.</p>',
    meta: {
      path: '/news-media/seatback-failures-in-rear-end-collisions',
      pageTitle: titleWithFirmName('Seatback Failures in Rear-End Collisions'),
      description:
        'Why front seatbacks can collapse in rear-end crashes, how that endangers children in the back ' +
        'seat, and why preserving the vehicle matters so much.',
      keywords:
        'seatback failure, seatback collapse, rear-end collision, crashworthiness, vehicle defect lawyer, ' +
        'Seattle product liability',
    },
  },
  {
    title: 'Marcus Okafor Joins the Firm as Partner',
    titleShort: 'Marcus Okafor Joins as Partner',
    url: 'marcus-okafor-joins-firm-as-partner',
    author: 'The Office of Brandt & Okafor',
    date: 'February 3, 2025',
    isoDate: '2025-02-03',
    year: '2025',
    category: 'Recent Honors',
    featured: 'true',
    content:
      '<p>We are pleased to announce that Marcus Okafor has joined the firm as a partner. With his ' +
      'arrival, Brandt Law Offices, founded by Eleanor Brandt in 1986, is now Brandt &amp; Okafor, ' +
      'PLLC.</p>' +
      '<p>Marcus brings more than fifteen years of trial experience representing people harmed by police ' +
      'misconduct, government negligence and dangerous vehicles. After clerking at the Washington Court of ' +
      'Appeals, he spent over a decade at a Seattle civil rights firm, where he tried cases in state and ' +
      'federal court and helped secure policy changes at several law enforcement agencies.</p>' +
      '<p>“I have known Marcus for more than a decade, first as opposing counsel and then as a colleague ' +
      'whose judgment I trust,” said Eleanor Brandt. “He prepares carefully, he listens to clients, and he ' +
      'cares about getting it right. I could not be happier to put his name beside mine.”</p>' +
      '<p>“Eleanor built this firm on the idea that every client deserves a lawyer who knows the case ' +
      'inside and out,” said Marcus Okafor. “That is the kind of practice I want to be part of.”</p>' +
      `<p>The firm remains at ${firm.address.street}, ${firm.address.suite}, in downtown Seattle, and our ` +
      'telephone number is unchanged. Current clients do not need to take any action.</p>',
    meta: {
      path: '/news-media/marcus-okafor-joins-firm-as-partner',
      pageTitle: titleWithFirmName('Marcus Okafor Joins as Partner'),
      description:
        'Trial lawyer Marcus Okafor has joined the firm as a partner, and Brandt Law Offices, founded in ' +
        '1986, is now Brandt & Okafor, PLLC.',
      keywords:
        'Marcus Okafor, new partner, Brandt & Okafor, Brandt Law Offices, Seattle law firm news, Eleanor ' +
        'Brandt',
    },
  },
  {
    title: 'Eleanor Brandt Marks Fifty Years of Trial Practice',
    titleShort: 'Fifty Years of Practice',
    url: 'eleanor-brandt-fifty-years-of-trial-practice',
    author: 'The Office of Brandt & Okafor',
    date: 'October 15, 2024',
    isoDate: '2024-10-15',
    year: '2024',
    category: 'Recent Honors',
    featured: 'true',
    content:
      '<p>This fall, colleagues, former clients and friends gathered in Seattle to mark fifty years since ' +
      'Eleanor Brandt was admitted to practise law in Washington in 1974.</p>' +
      '<p>Eleanor began her career representing injured railroad and construction workers. In 1986 she ' +
      'founded Brandt Law Offices, where she has represented people injured on dangerous highways, by ' +
      'defective vehicles and products, and survivors of abuse. Along the way she has taught trial ' +
      'advocacy to a generation of Washington lawyers.</p>' +
      '<p>Speakers at the gathering included former clients who described what it meant to have a lawyer ' +
      'who returned every call, and lawyers she had mentored who now lead practices of their own.</p>' +
      '<p>Asked about retirement, Eleanor smiled. “I still have cases I care about,” she said. “As long as ' +
      'I can help people who have been hurt, I will keep coming to the office.”</p>',
    meta: {
      path: '/news-media/eleanor-brandt-fifty-years-of-trial-practice',
      pageTitle: titleWithFirmName('Eleanor Brandt Marks Fifty Years of Practice'),
      description:
        'Colleagues and former clients gathered in Seattle to mark fifty years since founding partner ' +
        'Eleanor Brandt was admitted to practise law in 1974.',
      keywords:
        'Eleanor Brandt, fifty years, trial lawyer, Seattle, law firm anniversary, Brandt Law Offices, ' +
        'Brandt & Okafor',
    },
  },
  {
    title: 'Highway Work Zones: Who Is Responsible When Warnings Fall Short?',
    titleShort: 'Highway Work Zone Crashes',
    url: 'highway-work-zone-crashes',
    author: 'Brandt & Okafor',
    date: 'July 9, 2024',
    isoDate: '2024-07-09',
    year: '2024',
    category: 'Highway Design',
    featured: 'false',
    content:
      '<p>Summer is construction season on Washington highways. Lane shifts, narrowed lanes and temporary ' +
      'barriers are a necessary part of road work, but they also create conditions drivers do not expect, ' +
      'particularly at night and in rain.</p>' +
      '<p>The agency and the contractors responsible for a work zone must follow a traffic control plan ' +
      'that warns drivers in time and guides them safely through. That means advance warning signs, clear ' +
      'lane markings, reflective devices on barriers and tapers long enough for the speed of traffic.</p>' +
      '<p>When a crash happens in a work zone, responsibility may be shared among a negligent driver, the ' +
      'public agency and one or more contractors. Identifying every responsible party matters, because it ' +
      'can determine whether an injured person is fully compensated.</p>' +
      '<p>Evidence in work zones disappears quickly: signs are moved and lane configurations change from ' +
      'week to week. If you were hurt in a work zone crash, photographs taken soon afterward and a prompt ' +
      'request for the traffic control plans can be critical.</p>',
    meta: {
      path: '/news-media/highway-work-zone-crashes',
      pageTitle: titleWithFirmName('Highway Work Zone Crashes in Washington'),
      description:
        'Who may be responsible when poor warnings and confusing lane shifts cause a crash in a highway ' +
        'work zone, and why evidence must be gathered quickly.',
      keywords:
        'work zone crash, highway construction accident, traffic control plan, highway design lawyer, ' +
        'Washington, Seattle',
    },
  },
  {
    title: 'After a Recall: Why Defective Products Stay in Use',
    titleShort: 'After a Recall',
    url: 'defective-products-after-a-recall',
    author: 'Brandt & Okafor',
    date: 'April 22, 2024',
    isoDate: '2024-04-22',
    year: '2024',
    category: 'Product Liability',
    featured: 'false',
    content:
      '<p>A recall announcement can make it seem that a problem has been solved. In practice, many ' +
      'recalled products remain in homes, garages and workplaces for years. Completion rates for some ' +
      'recalls are low, particularly for inexpensive household goods and products sold second-hand.</p>' +
      '<p>Manufacturers have a continuing responsibility for the safety of their products. Under the ' +
      'Washington Product Liability Act, a manufacturer that learns of a danger after a product is sold ' +
      'may have a duty to warn users about it, and a recall notice that never reaches the user may not be ' +
      'enough.</p>' +
      '<p>You can check whether a product you own has been recalled on the U.S. Consumer Product Safety ' +
      'Commission’s website, and whether your vehicle has an open recall on the National Highway Traffic ' +
      'Safety Administration’s website, using the vehicle identification number.</p>' +
      '<p>If you have been injured by a product, whether or not it has been recalled, keep the product and ' +
      'its packaging, and do not send it back to the manufacturer. We can arrange for it to be stored and ' +
      'examined properly.</p>',
    meta: {
      path: '/news-media/defective-products-after-a-recall',
      pageTitle: titleWithFirmName('Why Defective Products Stay in Use After a Recall'),
      description:
        'Recalled products often remain in homes for years. What manufacturers owe consumers and what to ' +
        'do if a defective product has injured you or your family.',
      keywords:
        'product recall, defective product, duty to warn, Washington Product Liability Act, product ' +
        'liability lawyer, Seattle',
    },
  },
  {
    title: 'Life After a Traumatic Brain Injury: Planning for the Long Term',
    titleShort: 'Life After a Brain Injury',
    url: 'planning-for-life-after-a-traumatic-brain-injury',
    author: 'The Office of Brandt & Okafor',
    date: 'November 6, 2023',
    isoDate: '2023-11-06',
    year: '2023',
    category: 'Catastrophic Injury',
    featured: 'false',
    content:
      '<p>A traumatic brain injury does not always show on a scan, and its effects are not always obvious ' +
      'to others. People who appear to have recovered may struggle with memory, concentration, fatigue, ' +
      'mood and relationships for years afterward.</p>' +
      '<p>Planning for the future begins with an accurate picture of the injury. Neuropsychological ' +
      'testing, observations from family members and coworkers, and the opinions of treating providers all ' +
      'help describe how the injury affects daily life.</p>' +
      '<p>In a serious case, a life-care plan sets out the therapy, medical care, support and equipment a ' +
      'person is likely to need over a lifetime, and an economist calculates the cost. Together with ' +
      'evidence of lost earning capacity, these tools help ensure that a settlement or verdict reflects ' +
      'the full reality of the injury.</p>' +
      '<p>Families should also know about community resources, including brain injury support groups and ' +
      'vocational rehabilitation programs. We are glad to point clients and their families to them.</p>',
    meta: {
      path: '/news-media/planning-for-life-after-a-traumatic-brain-injury',
      pageTitle: titleWithFirmName('Planning for Life After a Brain Injury'),
      description:
        'The effects of a traumatic brain injury can last for years. How life-care plans and careful ' +
        'evidence help injured people plan for their future needs.',
      keywords:
        'traumatic brain injury, TBI lawyer, life-care plan, lost earning capacity, catastrophic injury, ' +
        'Seattle',
    },
  },
  {
    title: 'Holding Institutions Accountable When Children Are Harmed',
    titleShort: 'Holding Institutions Accountable',
    url: 'holding-institutions-accountable-for-child-abuse',
    author: 'Brandt & Okafor',
    date: 'August 14, 2023',
    isoDate: '2023-08-14',
    year: '2023',
    category: 'Child Sexual Abuse',
    featured: 'true',
    content:
      '<p>When a child is sexually abused by a teacher, coach, youth leader or member of the clergy, the ' +
      'abuser is responsible. But in many cases the abuse was also made possible by an institution that ' +
      'ignored warnings, failed to supervise, or moved an abuser somewhere new instead of reporting ' +
      'him.</p>' +
      '<p>Washington law recognizes that schools, churches, youth organizations and foster care agencies ' +
      'that take children into their care have a duty to protect them from foreseeable harm. A civil case ' +
      'can examine what the institution knew, when it knew it, and what it did in response.</p>' +
      '<p>These cases are not only about compensation. Survivors often tell us that they want the truth ' +
      'acknowledged, and they want to make sure that the same failures do not harm another child. Civil ' +
      'litigation has brought to light records that institutions kept hidden for decades and has led to ' +
      'stronger reporting and supervision policies.</p>' +
      '<p>If you are a survivor and want to talk, we will listen. Our conversations are confidential, and ' +
      'there is no obligation to take any further step.</p>',
    meta: {
      path: '/news-media/holding-institutions-accountable-for-child-abuse',
      pageTitle: titleWithFirmName('Holding Institutions Accountable for Abuse'),
      description:
        'Schools, churches, youth groups and foster agencies have a duty to protect children. How civil ' +
        'cases hold institutions accountable when they fail.',
      keywords:
        'institutional abuse, child sexual abuse lawyer, clergy abuse, school abuse lawsuit, youth ' +
        'organization abuse, Seattle',
    },
  },
  {
    title: 'Eleanor Brandt Interviewed in <em>Northwest Trial Quarterly</em>',
    titleShort: 'Eleanor Brandt Interview',
    url: 'eleanor-brandt-northwest-trial-quarterly-interview',
    author: 'The Office of Brandt & Okafor',
    date: 'May 1, 2023',
    isoDate: '2023-05-01',
    year: '2023',
    category: 'Recent Honors',
    featured: 'false',
    content:
      '<p>Eleanor Brandt was the subject of the spring feature interview in <em>Northwest Trial ' +
      'Quarterly</em>, which profiles lawyers who have made lasting contributions to trial practice in the ' +
      'region.</p>' +
      '<p>In the interview, Eleanor reflects on her early cases in the 1970s, when few women tried civil ' +
      'cases in Washington, and on the roadway design cases that have been a focus of her practice since ' +
      'the 1990s.</p>' +
      '<p>She also offers advice to younger lawyers: visit the scene, read every page of the records, and ' +
      'never lose sight of the person the case is about. “The client should never have to wonder whether ' +
      'their lawyer knows their case,” she said.</p>',
    meta: {
      path: '/news-media/eleanor-brandt-northwest-trial-quarterly-interview',
      pageTitle: titleWithFirmName('Eleanor Brandt Interviewed in Northwest Trial Quarterly'),
      description:
        'Founding partner Eleanor Brandt reflects on five decades of trial practice, roadway design cases ' +
        'and advice for younger lawyers in a feature interview.',
      keywords:
        'Eleanor Brandt, interview, Northwest Trial Quarterly, trial lawyer, Seattle, highway design cases',
    },
  },
  {
    title: 'Guardrail End Terminals: When a Safety Device Becomes a Hazard',
    titleShort: 'Guardrail End Terminals',
    url: 'guardrail-end-terminal-hazards',
    author: 'Brandt & Okafor',
    date: 'September 20, 2022',
    isoDate: '2022-09-20',
    year: '2022',
    category: 'Highway Design',
    featured: 'false',
    content:
      '<p>The end of a guardrail is one of the most dangerous objects beside a highway. If it is not ' +
      'designed and installed correctly, a vehicle that strikes it head-on can be speared by the rail or ' +
      'launched into a rollover.</p>' +
      '<p>Modern end terminals are designed to absorb energy by flattening or extruding the rail away from ' +
      'the vehicle. Some designs have performed poorly in real crashes, and even a good design can fail if ' +
      'it is installed with the wrong parts, at the wrong height or on a slope it was not tested for.</p>' +
      '<p>Older installations present a different problem. Blunt or turned-down rail ends that were common ' +
      'decades ago remain on some roads, long after safer designs became available.</p>' +
      '<p>In a guardrail case we examine the device itself, the installation drawings, the maintenance ' +
      'records and the agency’s inventory of older terminals. If someone you love was hurt in a collision ' +
      'with a guardrail end, please ask that the damaged hardware be preserved.</p>',
    meta: {
      path: '/news-media/guardrail-end-terminal-hazards',
      pageTitle: titleWithFirmName('Guardrail End Terminal Hazards'),
      description:
        'How poorly designed, installed or outdated guardrail end terminals can injure the occupants they ' +
        'are meant to protect, and what to do after a crash.',
      keywords:
        'guardrail end terminal, guardrail accident, highway design lawyer, roadside hazard, Washington ' +
        'highways, Seattle',
    },
  },
  {
    title: 'Spinal Cord Injuries and the Cost of a Lifetime of Care',
    titleShort: 'Spinal Cord Injury Costs',
    url: 'spinal-cord-injury-lifetime-care-costs',
    author: 'The Office of Brandt & Okafor',
    date: 'March 8, 2022',
    isoDate: '2022-03-08',
    year: '2022',
    category: 'Catastrophic Injury',
    featured: 'false',
    content:
      '<p>A spinal cord injury affects nearly every part of daily life. Beyond the loss of movement and ' +
      'sensation, people with spinal cord injuries face risks of pressure injuries, infections and other ' +
      'complications that require ongoing medical attention.</p>' +
      '<p>The costs are substantial and continue for life: attendant care, wheelchairs and their ' +
      'replacement, accessible vehicles, home modifications, therapy and medical supplies. Lost income and ' +
      'the loss of a career add to the financial burden on families.</p>' +
      '<p>Early settlement offers often focus on medical bills already incurred and overlook the decades ' +
      'of care ahead. A careful case includes a life-care plan prepared with the treating team, an ' +
      'economic analysis and testimony from the family, friends and coworkers who see the injury’s ' +
      'effects every day.</p>' +
      '<p>Washington generally allows three years to bring a negligence claim, but shorter deadlines can ' +
      'apply in some cases, including claims against government entities. It is wise to seek advice well ' +
      'before any deadline approaches.</p>',
    meta: {
      path: '/news-media/spinal-cord-injury-lifetime-care-costs',
      pageTitle: titleWithFirmName('Spinal Cord Injuries and Lifetime Care'),
      description:
        'Spinal cord injuries bring costs that last a lifetime. How a careful injury claim accounts for ' +
        'attendant care, equipment, lost income and future needs.',
      keywords:
        'spinal cord injury lawyer, paralysis, lifetime care costs, life-care plan, catastrophic injury, ' +
        'Seattle, Washington',
    },
  },
  {
    title: 'The Duty to Keep Washington Roads Reasonably Safe',
    titleShort: 'Keeping Roads Reasonably Safe',
    url: 'duty-to-keep-washington-roads-reasonably-safe',
    author: 'Brandt & Okafor',
    date: 'October 4, 2021',
    isoDate: '2021-10-04',
    year: '2021',
    category: 'Highway Design',
    featured: 'true',
    content:
      '<p>Under Washington law, the State, counties and cities owe a duty to everyone who uses their roads ' +
      'to build and maintain those roads in a condition that is reasonably safe for ordinary travel. The ' +
      'Washington Supreme Court has made clear that this duty is owed to all travelers, whether or not ' +
      'they were themselves at fault.</p>' +
      '<p>The duty does not make a government an insurer of every driver’s safety, and it does not require ' +
      'every road to be rebuilt to current standards. It does require an agency to respond reasonably to ' +
      'dangers it knows about, such as a curve where crashes keep happening or a missing barrier on a ' +
      'stretch of highway with a steep drop-off.</p>' +
      '<h2>What these cases involve</h2>' +
      '<ul>' +
      '<li>Crash histories and complaints showing that the agency was on notice of the danger</li>' +
      '<li>Design standards and the agency’s own policies for signs, barriers and markings</li>' +
      '<li>Engineering analysis of whether a reasonable improvement would have prevented the crash</li>' +
      '</ul>' +
      '<p>Claims against government agencies require a written claim to be filed before a lawsuit can ' +
      'begin. If you were injured on a road you believe was dangerous, it is important to get advice ' +
      'early.</p>',
    meta: {
      path: '/news-media/duty-to-keep-washington-roads-reasonably-safe',
      pageTitle: titleWithFirmName('The Duty to Keep Washington Roads Safe'),
      description:
        'Washington’s State, counties and cities must keep roads reasonably safe for ordinary travel. ' +
        'What that duty means and how roadway claims work.',
      keywords:
        'dangerous road lawyer, government road liability, highway design, reasonably safe roads, ' +
        'Washington claims, Seattle',
    },
  },
  {
    title: 'How Airbag Defects Are Investigated',
    titleShort: 'Investigating Airbag Defects',
    url: 'how-airbag-defects-are-investigated',
    author: 'The Office of Brandt & Okafor',
    date: 'April 12, 2021',
    isoDate: '2021-04-12',
    year: '2021',
    category: 'Product Liability',
    featured: 'false',
    content:
      '<p>Airbags save lives, but only when they deploy at the right time and with the right force. An ' +
      'airbag that fails to deploy in a serious crash, deploys late, or deploys with a ruptured inflator ' +
      'can cause or worsen injuries.</p>' +
      '<p>The large inflator recalls of recent years showed how a single defective component can affect ' +
      'millions of vehicles across many brands. Even outside a recall, airbag systems can fail because of ' +
      'faulty crash sensors, wiring, software or poor design choices about when the airbag should fire.</p>' +
      '<p>Investigating an airbag case starts with the vehicle. Its event data recorder, often called the ' +
      'black box, can show the crash forces and whether the system commanded a deployment. Engineers then ' +
      'examine the sensors, modules and the airbag itself.</p>' +
      '<p>All of this depends on preserving the vehicle before it is repaired or destroyed. If you believe ' +
      'an airbag failed in your crash, contact a lawyer and your insurer promptly and ask that the vehicle ' +
      'be held.</p>',
    meta: {
      path: '/news-media/how-airbag-defects-are-investigated',
      pageTitle: titleWithFirmName('How Airbag Defects Are Investigated'),
      description:
        'Airbags that fail to deploy, deploy late or rupture can cause serious harm. How airbag defect ' +
        'claims are investigated and why the vehicle matters.',
      keywords:
        'airbag defect, airbag failure, inflator recall, event data recorder, crashworthiness, product ' +
        'liability lawyer, Seattle',
    },
  },
  {
    title: 'Talking With Children About Body Safety',
    titleShort: 'Body Safety for Children',
    url: 'talking-with-children-about-body-safety',
    author: 'Brandt & Okafor',
    date: 'November 16, 2020',
    isoDate: '2020-11-16',
    year: '2020',
    category: 'Child Sexual Abuse',
    featured: 'false',
    content:
      '<p>Parents and caregivers are a child’s first line of protection. Talking openly and often about ' +
      'body safety helps children recognize when something is wrong and makes them more likely to tell a ' +
      'trusted adult.</p>' +
      '<ul>' +
      '<li>Use the correct names for body parts, so children can describe what happened clearly.</li>' +
      '<li>Teach that no one should ask them to keep a secret about touching.</li>' +
      '<li>Explain the difference between surprises, which are shared soon, and secrets, which are ' +
      'kept.</li>' +
      '<li>Ask about the adults in their lives, including coaches, tutors and online contacts.</li>' +
      '</ul>' +
      '<p>Abusers often target children by building trust with a family first, offering extra attention, ' +
      'gifts or time alone. Organizations that serve children should have policies that prevent one-on-one ' +
      'contact out of view of other adults.</p>' +
      '<p>If a child tells you about abuse, stay calm, believe the child, and report it to law enforcement ' +
      'or child protective services. The Childhelp National Child Abuse Hotline, 1-800-422-4453, offers ' +
      'support around the clock.</p>',
    meta: {
      path: '/news-media/talking-with-children-about-body-safety',
      pageTitle: titleWithFirmName('Talking With Children About Body Safety'),
      description:
        'Practical ways parents and caregivers can talk with children about body safety, recognize ' +
        'warning signs and respond if a child discloses abuse.',
      keywords:
        'body safety, child abuse prevention, grooming warning signs, talking to children, Childhelp ' +
        'hotline, parents',
    },
  },
  {
    title: 'Serving Injured Clients During COVID-19',
    titleShort: 'Serving Clients During COVID-19',
    url: 'serving-injured-clients-during-covid-19',
    author: 'The Office of Brandt & Okafor',
    date: 'May 11, 2020',
    isoDate: '2020-05-11',
    year: '2020',
    category: 'Catastrophic Injury',
    featured: 'false',
    content:
      '<p>The COVID-19 pandemic has changed how all of us work and live. We want our clients and the ' +
      'people who are considering contacting us to know that our firm remains open and is serving clients ' +
      'fully.</p>' +
      '<p>While the Governor’s stay-home order is in effect, our attorneys and staff are working remotely. ' +
      'We are holding consultations and client meetings by telephone and secure video, and we can exchange ' +
      'documents electronically so that no one needs to travel to our office.</p>' +
      '<p>Courts have postponed many trials and hearings, and some deadlines have changed. We are ' +
      'monitoring court orders closely and will keep each client informed about how the changes affect his ' +
      'or her case.</p>' +
      '<p>If you or a family member has been seriously injured, please do not wait to get advice. Evidence ' +
      'can still be lost and legal deadlines still apply. Call us or use our contact form, and we will ' +
      'respond promptly.</p>',
    meta: {
      path: '/news-media/serving-injured-clients-during-covid-19',
      pageTitle: titleWithFirmName('Serving Injured Clients During COVID-19'),
      description:
        'Our Seattle office remains open during the COVID-19 pandemic, with consultations and client ' +
        'meetings held by telephone and secure video conference.',
      keywords:
        'COVID-19, remote consultation, Seattle injury lawyer, video meeting, court delays, catastrophic ' +
        'injury',
    },
  },
];
