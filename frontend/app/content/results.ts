import type { CaseResult, PageMeta } from './types';
import { titleWithFirmName } from './firm';
import type { ResultsText } from './ui';

/**
 * The firm's published case results, largest first. Clients are never named; the last two results were
 * resolved on confidential terms and carry no amount.
 */
export const caseResults: CaseResult[] = [
  {
    id: 1,
    settlementAmount: '$18,130,554',
    settlementType: 'Verdict',
    caseType: 'Highway Design',
    description:
      'A Skagit County jury returned this verdict for a 24-year-old driver left quadriplegic when his car ' +
      'left a sharp curve on a state route that lacked adequate warning signs and a guardrail. The ' +
      'evidence showed the curve had a long history of run-off-the-road crashes.',
  },
  {
    id: 2,
    settlementAmount: '$14.2 Million',
    settlementType: 'Settlement',
    caseType: 'Foster Home Negligence',
    description:
      'Settlement on behalf of four siblings who were abused in a licensed foster home in Pierce County. ' +
      'Caseworkers had received earlier reports about the home and did not act on them.',
  },
  {
    id: 3,
    settlementAmount: '$12.5 Million',
    settlementType: 'Settlement',
    caseType: 'Automotive Product Liability',
    description:
      'A front-seat passenger suffered a spinal cord injury when his seatback collapsed rearward in a ' +
      'rear-end collision on Interstate 5 near Federal Way. The claim alleged the seat was too weak to ' +
      'protect occupants in a foreseeable crash.',
  },
  {
    id: 4,
    settlementAmount: '$10.8 Million',
    settlementType: 'Verdict',
    caseType: 'Bicycle-Truck Crash',
    description:
      'A King County jury found a delivery company responsible after its box truck turned right across a ' +
      'marked bike lane in downtown Seattle, causing a cyclist catastrophic leg and pelvic injuries.',
  },
  {
    id: 5,
    settlementAmount: '$9.75 Million',
    settlementType: 'Multi-Defendant Settlement',
    caseType: 'Construction Site Accident',
    description:
      'An ironworker fell three stories through an unguarded floor opening on a Bellevue high-rise ' +
      'project. The general contractor and two subcontractors contributed to the settlement.',
  },
  {
    id: 6,
    settlementAmount: '$8.6 Million',
    settlementType: 'Settlement',
    caseType: 'Clergy Sexual Abuse',
    description:
      'Settlement for three men who were sexually abused as altar servers by a parish priest in Spokane ' +
      'during the 1980s. Church officials had been warned about the priest before he was assigned to the ' +
      'parish.',
  },
  {
    id: 7,
    settlementAmount: '$7.9 Million',
    settlementType: 'Verdict',
    caseType: 'Medical Negligence',
    description:
      'A Snohomish County jury found that an emergency department failed to recognize the signs of a ' +
      'stroke in a 52-year-old woman, who was sent home and suffered permanent paralysis on one side of ' +
      'her body.',
  },
  {
    id: 8,
    settlementAmount: '$7.25 Million',
    settlementType: 'Settlement',
    caseType: 'Government Liability',
    description:
      'Settlement with a county for the family of a teenager killed when a sheriff’s deputy ran a red ' +
      'light at high speed without lights or siren during a non-emergency call in Kent.',
  },
  {
    id: 9,
    settlementAmount: '$6.8 Million',
    settlementType: 'Settlement',
    caseType: 'Automotive Product Liability',
    description:
      'The roof of a sport utility vehicle crushed inward during a rollover on U.S. Highway 2 near ' +
      'Wenatchee, leaving the belted driver with a severe spinal injury. The claim alleged an inadequately ' +
      'reinforced roof.',
  },
  {
    id: 10,
    settlementAmount: '$6.1 Million',
    settlementType: 'Settlement',
    caseType: 'Sexual Abuse',
    description:
      'A school district in western Washington settled claims brought by two former middle-school students ' +
      'abused by a teacher whose inappropriate conduct had been reported to administrators years earlier.',
  },
  {
    id: 11,
    settlementAmount: '$5.5 Million',
    settlementType: 'Settlement',
    caseType: 'Bicycle Accident',
    description:
      'A cyclist suffered a traumatic brain injury when his wheel caught a deep, unmarked pavement seam on ' +
      'a city arterial in Tacoma. The city had received complaints about the seam for more than a year.',
  },
  {
    id: 12,
    settlementAmount: '$5.2 Million',
    settlementType: 'Verdict',
    caseType: 'Automotive Collision',
    description:
      'A Yakima County jury awarded this verdict to a mother of two injured in a head-on collision with an ' +
      'impaired driver who crossed the center line on State Route 24.',
  },
  {
    id: 13,
    settlementAmount: '$4.85 Million',
    settlementType: 'Settlement',
    caseType: 'Highway Design',
    description:
      'Settlement for a family injured when an oncoming pickup crossed an open median on Interstate 90 ' +
      'near Issaquah. The claim focused on the absence of a median barrier on a stretch with prior ' +
      'crossover crashes.',
  },
  {
    id: 14,
    settlementAmount: '$4.5 Million',
    settlementType: 'Multi-Defendant Settlement',
    caseType: 'Product Liability',
    description:
      'A warehouse worker in Kent lost his dominant hand in an industrial baler sold without an ' +
      'interlocked guard. The manufacturer, the distributor and the installer contributed to the ' +
      'settlement.',
  },
  {
    id: 15,
    settlementAmount: '$4.1 Million',
    settlementType: 'Settlement',
    caseType: 'Helmet Design',
    description:
      'A motorcyclist wearing a certified helmet suffered a brain injury in a low-speed fall in Olympia. ' +
      'The claim alleged the helmet’s liner was too stiff to absorb an ordinary impact.',
  },
  {
    id: 16,
    settlementAmount: '$3.9 Million',
    settlementType: 'Settlement',
    caseType: 'Government Liability',
    description:
      'Settlement with a county for the family of a man who died in jail after staff ignored repeated ' +
      'requests for medical help over two days. The county also agreed to changes in its jail medical ' +
      'screening.',
  },
  {
    id: 17,
    settlementAmount: '$3.6 Million',
    settlementType: 'Settlement',
    caseType: 'Nursing Home Malpractice',
    description:
      'An 81-year-old resident of a skilled nursing facility in Everett developed severe, infected ' +
      'pressure wounds after the facility failed to reposition her and left staffing shortfalls ' +
      'unaddressed.',
  },
  {
    id: 18,
    settlementAmount: '$3.25 Million',
    settlementType: 'Settlement',
    caseType: 'Clergy Abuse',
    description:
      'Settlement for a woman abused as a teenager by a youth pastor at a church in Vancouver, Washington, ' +
      'after church leaders moved him to a new congregation rather than reporting him.',
  },
  {
    id: 19,
    settlementAmount: '$3.1 Million',
    settlementType: 'Settlement',
    caseType: 'Medical Negligence',
    description:
      'A hospital in Bremerton settled claims arising from a delayed cesarean delivery that left a newborn ' +
      'with a permanent brain injury caused by lack of oxygen.',
  },
  {
    id: 20,
    settlementAmount: '$2.9 Million',
    settlementType: 'Verdict',
    caseType: 'Premises Liability',
    description:
      'A Thurston County jury found an apartment owner responsible after a rotted second-floor balcony ' +
      'collapsed beneath a tenant. The owner had deferred repairs recommended in an earlier inspection.',
  },
  {
    id: 21,
    settlementAmount: '$2.75 Million',
    settlementType: 'Settlement',
    caseType: 'Drug Product Liability',
    description:
      'A woman from Kitsap County developed a severe skin reaction after taking a prescription medication ' +
      'whose label did not adequately warn of that risk. She spent weeks in a burn unit.',
  },
  {
    id: 22,
    settlementAmount: '$2.5 Million',
    settlementType: 'Settlement',
    caseType: 'Foodborne Illness',
    description:
      'A six-year-old from Renton developed hemolytic uremic syndrome and kidney damage after eating ' +
      'undercooked ground beef contaminated with E. coli O157:H7 at a restaurant.',
  },
  {
    id: 23,
    settlementAmount: '$2.3 Million',
    settlementType: 'Settlement',
    caseType: 'Construction Site Accident',
    description:
      'A utility worker suffered crush injuries when an unshored trench collapsed on a residential ' +
      'development in Lynnwood. The excavation contractor had not used a trench box.',
  },
  {
    id: 24,
    settlementAmount: '$2.1 Million',
    settlementType: 'Settlement',
    caseType: 'Sexual Abuse',
    description:
      'A youth sports organization settled claims by a former member abused by a volunteer coach in ' +
      'Spokane Valley. The organization had not run a background check or enforced its own supervision ' +
      'rules.',
  },
  {
    id: 25,
    settlementAmount: '$1.95 Million',
    settlementType: 'Settlement',
    caseType: 'Automotive Collision',
    description:
      'A pedestrian in a marked crosswalk in Seattle’s Capitol Hill neighborhood suffered a fractured ' +
      'pelvis and a brain injury when a driver turning left failed to yield.',
  },
  {
    id: 26,
    settlementAmount: '$1.8 Million',
    settlementType: 'Settlement',
    caseType: 'Government Liability',
    description:
      'Settlement with a city for a man who suffered facial fractures when officers took him to the ground ' +
      'during a traffic stop, although he was not resisting. Body-camera video supported his account.',
  },
  {
    id: 27,
    settlementAmount: '$1.65 Million',
    settlementType: 'Settlement',
    caseType: 'Bicycle Accident',
    description:
      'A commuter on the Burke-Gilman Trail was struck by a driver who pulled out of a private driveway ' +
      'without looking, causing shoulder and wrist injuries that required several surgeries.',
  },
  {
    id: 28,
    settlementAmount: '$1.5 Million',
    settlementType: 'Settlement',
    caseType: 'Foster Home Negligence',
    description:
      'Settlement for a girl placed in an overcrowded foster home in Yakima, where she was physically ' +
      'abused by another resident. The placing agency had not completed required home visits.',
  },
  {
    id: 29,
    settlementAmount: '$1.35 Million',
    settlementType: 'Settlement',
    caseType: 'Highway Design',
    description:
      'A driver was seriously injured at night in a highway work zone near Tumwater where a lane shift was ' +
      'poorly marked and the temporary barrier had no reflective delineators.',
  },
  {
    id: 30,
    settlementAmount: '$1.2 Million',
    settlementType: 'Settlement',
    caseType: 'Nursing Home Malpractice',
    description:
      'A resident of a memory-care facility in Bellingham suffered a hip fracture in an unwitnessed fall ' +
      'after the facility failed to follow her care plan, which called for a bed alarm and hourly checks.',
  },
  {
    id: 31,
    settlementAmount: '$1.1 Million',
    settlementType: 'Settlement',
    caseType: 'Premises Liability',
    description:
      'A shopper at a grocery store in Auburn suffered a serious knee injury after slipping on a leak that ' +
      'employees had known about for hours and had not cleaned up or marked.',
  },
  {
    id: 32,
    settlementAmount: '$975,000',
    settlementType: 'Settlement',
    caseType: 'Government Liability',
    description:
      'A bystander was bitten repeatedly by a police dog released during a search in Federal Way, although ' +
      'he was not a suspect. The city settled and revised its canine deployment policy.',
  },
  {
    id: 33,
    settlementAmount: '$850,000',
    settlementType: 'Settlement',
    caseType: 'Foodborne Illness',
    description:
      'Several guests at a catered wedding in Walla Walla were hospitalized with salmonella infections ' +
      'traced to improperly held food. This amount resolved the claims of the most seriously injured guest.',
  },
  {
    id: 34,
    settlementAmount: '$725,000',
    settlementType: 'Settlement',
    caseType: 'Product Liability',
    description:
      'A homeowner in Puyallup suffered burns to his face and hands when a pressure cooker opened while ' +
      'still pressurized. The claim alleged a defective lid-locking mechanism.',
  },
  {
    id: 35,
    settlementType: 'Settlement',
    caseType: 'Clergy Sexual Abuse',
    description:
      'Settlement for a man abused as a boy by a priest who taught at a parish school in Seattle. The ' +
      'amount is confidential at the client’s request.',
  },
  {
    id: 36,
    settlementType: 'Settlement',
    caseType: 'Government Liability',
    description:
      'Confidential settlement for a woman injured during a wrongful arrest in Pierce County. As part of ' +
      'the resolution, the agency agreed to new de-escalation training for its officers.',
  },
];

export const resultsMeta: PageMeta = {
  path: '/results',
  pageTitle: titleWithFirmName('Case Results | Seattle Injury Lawyers'),
  description:
    'Verdicts and settlements Brandt & Okafor has obtained for injured people across Washington. ' +
    'Prior results do not guarantee a similar outcome.',
  keywords:
    'case results, verdicts, settlements, Seattle personal injury lawyers, Washington trial attorneys, ' +
    'Brandt & Okafor',
};

export const resultsText: ResultsText = {
  heading: 'Case Results',
  kicker: 'Verdicts & Settlements',
  listLabel: 'All case results',
  footnote:
    'Prior results do not guarantee a similar outcome. Every case depends on its own facts and law. ' +
    'Amounts are gross recoveries before attorney fees and costs.',
};
