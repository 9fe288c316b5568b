/**
 * The firm's directory in Spanish: the same attorneys and practice areas, with the same slugs, as directory.ts,
 * under Spanish titles, names and one-line summaries, and with paths under /es. The Spanish header, footer and
 * home grid import only this small module.
 */
import type { AttorneySlug, PracticeAreaSlug } from './directory';
import { firm } from './firm';
import type { AttorneyListing, PracticeAreaListing } from './types';

/** Slugs are shared by both languages, so the language switcher keeps the same page. */
export type { AttorneySlug, PracticeAreaSlug };

/** The attorneys, in the order the menu and the team page list them. */
export const attorneyDirectory = [
  { slug: 'eleanor-brandt', name: 'Eleanor Brandt', title: 'Socia fundadora' },
  { slug: 'marcus-okafor', name: 'Marcus Okafor', title: 'Socio' },
] as const satisfies readonly (AttorneyListing & { slug: AttorneySlug })[];

/** The practice areas, in the order the menu, the home grid and the overview page show them. */
export const practiceAreaDirectory = [
  {
    slug: 'catastrophic-injury',
    name: 'Lesiones catastróficas',
    summary:
      'Representamos a personas cuya vida cambió por una lesión cerebral, una lesión de la médula espinal, ' +
      'una amputación o quemaduras graves.',
  },
  {
    slug: 'government-liability-and-accountability',
    name: 'Responsabilidad del gobierno y rendición de cuentas',
    summary:
      'Buscamos que ciudades, condados y agencias estatales respondan cuando su negligencia causa daños ' +
      'graves.',
  },
  {
    slug: 'highway-design-and-transportation-litigation',
    name: 'Litigios por diseño de carreteras y transporte',
    summary:
      'Investigamos choques causados o agravados por curvas peligrosas, falta de barreras, señalización ' +
      'deficiente y zonas de obras inseguras.',
  },
  {
    slug: 'crashworthiness',
    name: 'Seguridad de vehículos en choques',
    summary:
      'Representamos a personas cuyas lesiones fueron causadas o agravadas por un vehículo que no las ' +
      'protegió en un choque.',
  },
  {
    slug: 'medical-malpractice',
    name: 'Negligencia médica',
    summary:
      'Ayudamos a pacientes y familias después de un diagnóstico que no se hizo a tiempo, un error en una ' +
      'cirugía, una lesión al nacer o el descuido en un centro de cuidado.',
  },
  {
    slug: 'product-liability',
    name: 'Responsabilidad por productos defectuosos',
    summary:
      'Buscamos que fabricantes y vendedores respondan por máquinas, productos de consumo y medicamentos ' +
      'defectuosos, y por alimentos contaminados.',
  },
  {
    slug: 'child-sexual-abuse',
    name: 'Abuso sexual infantil',
    summary:
      'Representamos a sobrevivientes de abuso sexual en la infancia en reclamos contra las instituciones ' +
      'que no los protegieron.',
  },
  {
    slug: 'police-misconduct',
    name: 'Conducta indebida de la policía',
    summary:
      'Representamos a personas perjudicadas por el uso excesivo de la fuerza, arrestos indebidos y el ' +
      'descuido de personas bajo custodia.',
  },
] as const satisfies readonly (PracticeAreaListing & { slug: PracticeAreaSlug })[];

/**
 * Who at the firm speaks Spanish, said wherever a Spanish page invites a reader to deal with an attorney
 * directly: the attorneys do not speak Spanish.
 */
export const spanishLanguageHelp =
  `Nuestra coordinadora de casos nuevos, ${firm.spanishSpeakingIntakeCoordinator}, habla español, y nuestros abogados trabajan ` +
  'con un intérprete judicial certificado.';

export const attorneyPath = (slug: string): string => `/es/attorneys/${slug}`;
export const practiceAreaPath = (slug: string): string => `/es/practice-areas/${slug}`;
