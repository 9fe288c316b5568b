/**
 * The firm's directory: who the attorneys are and what the practice areas are called, with their slugs,
 * paths and one-line summaries. It is the one source of these facts; attorneys.ts and practice-areas.ts
 * add the long records (bios, descriptions) to these entries. The header, footer and home grid import only
 * this small module, so every page's first load carries no bio or practice description.
 */
import type { AttorneyListing, PracticeAreaListing } from './types';

/** The attorneys, in the order the menu and the team page list them. */
export const attorneyDirectory = [
  { slug: 'eleanor-brandt', name: 'Eleanor Brandt', title: 'Founding Partner' },
  { slug: 'marcus-okafor', name: 'Marcus Okafor', title: 'Partner' },
] as const satisfies readonly AttorneyListing[];

/** The practice areas, in the order the menu, the home grid and the overview page show them. */
export const practiceAreaDirectory = [
  {
    slug: 'catastrophic-injury',
    name: 'Catastrophic Injury',
    summary:
      'Representing people whose lives have been changed by brain injuries, spinal cord injuries, ' +
      'amputations and severe burns.',
  },
  {
    slug: 'government-liability-and-accountability',
    name: 'Government Liability and Accountability',
    summary:
      'Holding cities, counties and state agencies responsible when their negligence causes serious harm.',
  },
  {
    slug: 'highway-design-and-transportation-litigation',
    name: 'Highway Design and Transportation Litigation',
    summary:
      'Investigating crashes caused or made worse by dangerous curves, missing barriers, poor signage and ' +
      'unsafe work zones.',
  },
  {
    slug: 'crashworthiness',
    name: 'Crashworthiness',
    summary:
      'Representing people whose injuries were caused or made worse by a vehicle that failed to protect ' +
      'them in a crash.',
  },
  {
    slug: 'medical-malpractice',
    name: 'Medical Malpractice',
    summary:
      'Helping patients and families after a missed diagnosis, surgical error, birth injury or neglect in ' +
      'a care facility.',
  },
  {
    slug: 'product-liability',
    name: 'Product Liability',
    summary:
      'Holding manufacturers and sellers responsible for defective machines, consumer products, drugs and ' +
      'contaminated food.',
  },
  {
    slug: 'child-sexual-abuse',
    name: 'Child Sexual Abuse',
    summary:
      'Representing survivors of childhood sexual abuse in claims against the institutions that failed to ' +
      'protect them.',
  },
  {
    slug: 'police-misconduct',
    name: 'Police Misconduct',
    summary:
      'Representing people harmed by excessive force, wrongful arrest and neglect of those in custody.',
  },
] as const satisfies readonly PracticeAreaListing[];

export type AttorneySlug = (typeof attorneyDirectory)[number]['slug'];
export type PracticeAreaSlug = (typeof practiceAreaDirectory)[number]['slug'];

export const attorneyPath = (slug: string): string => `/attorneys/${slug}`;
export const practiceAreaPath = (slug: string): string => `/practice-areas/${slug}`;
