import { firm, titleWithFirmName } from './firm';
import type { PageMeta, SettlementCard, ValueItem, ConsultationIntro } from './types';
import type { HomeText } from './ui';
import { spanishLanguageHelp } from './directory.es';

/** The six results in the home carousel; amounts and case types match results 1 to 6 in results.es.ts. */
export const settlementCards: SettlementCard[] = [
  {
    id: 1,
    amount: '$18,130,554',
    label: 'Diseño de carreteras',
    description:
      'Veredicto del jurado a favor de un conductor joven que quedó paralizado cuando su automóvil se ' +
      'salió de una curva peligrosa y sin protección en una carretera estatal.',
  },
  {
    id: 2,
    amount: '$14.2 millones',
    label: 'Negligencia en un hogar de crianza temporal',
    description:
      'Acuerdo a favor de cuatro hermanos que sufrieron abuso en un hogar de crianza temporal con ' +
      'licencia, donde se habían ignorado denuncias anteriores.',
  },
  {
    id: 3,
    amount: '$12.5 millones',
    label: 'Responsabilidad por vehículos defectuosos',
    description:
      'Acuerdo a favor de un pasajero que sufrió una lesión de la médula espinal cuando el respaldo de su ' +
      'asiento se venció en un choque.',
  },
  {
    id: 4,
    amount: '$10.8 millones',
    label: 'Choque entre bicicleta y camión',
    description:
      'Veredicto del jurado a favor de un ciclista atropellado por un camión de caja que giró a la derecha ' +
      'atravesando un carril para bicicletas en el centro de Seattle.',
  },
  {
    id: 5,
    amount: '$9.75 millones',
    label: 'Accidente en una obra de construcción',
    description:
      'Acuerdo con varios demandados a favor de un trabajador de estructuras de acero que cayó por una ' +
      'abertura sin protección en el piso.',
  },
  {
    id: 6,
    amount: '$8.6 millones',
    label: 'Abuso sexual por parte del clero',
    description:
      'Acuerdo a favor de tres hombres que, cuando eran monaguillos, sufrieron abuso por parte de un ' +
      'sacerdote sobre el que la Iglesia había recibido advertencias.',
  },
];

export const values: ValueItem[] = [
  {
    title: 'Reputación',
    text:
      'Desde hace casi cuatro décadas, los jueces, los abogados de la parte contraria y los abogados que ' +
      'nos refieren casos conocen a nuestra firma por su preparación cuidadosa y su trato honesto y ' +
      'directo. Protegemos esa reputación en cada caso que aceptamos.',
  },
  {
    title: 'Resultados',
    text:
      'Hemos obtenido veredictos y acuerdos importantes para personas lesionadas y sus familias, y varios ' +
      'de nuestros casos han llevado a carreteras, productos y políticas más seguros. Cada caso es ' +
      'diferente, y los resultados anteriores no garantizan un resultado similar.',
  },
  {
    title: 'Experiencia',
    text:
      'Eleanor Brandt ha llevado casos ante los tribunales de Washington desde 1974, y Marcus Okafor tiene ' +
      'más de quince años de experiencia en litigios de derechos civiles y de lesiones. Uno de ellos se ' +
      'encarga de su caso de principio a fin.',
  },
];

export const homeIntro: { heading: string; html: string } = {
  heading: 'Abogados litigantes en Seattle',
  html:
    '<p>Brandt &amp; Okafor representa a personas que han sufrido lesiones catastróficas y a familias que ' +
    'han perdido a un ser querido. En muchos de nuestros casos nos enfrentamos a demandados poderosos: ' +
    'fabricantes de vehículos y de productos, agencias del gobierno, hospitales e instituciones que no ' +
    'protegieron a los niños que tenían a su cargo.</p>' +
    '<p>Somos una firma pequeña por decisión propia. Aceptamos un número limitado de casos, investigamos ' +
    'cada uno a fondo y preparamos cada caso como si fuera a llegar a juicio ante un jurado. Las consultas ' +
    'son gratuitas, y usted no paga honorarios de abogado a menos que obtengamos una compensación para ' +
    `usted. ${spanishLanguageHelp}</p>`,
};

export const joinUs: { heading: string; html: string } = {
  heading: 'Bienvenida a un nuevo socio',
  html:
    '<p>Acompáñenos a dar la bienvenida a Marcus Okafor como socio de la firma. Marcus es un abogado ' +
    'litigante que durante más de quince años ha representado a personas perjudicadas por conducta ' +
    'indebida de la policía, negligencia del gobierno y vehículos peligrosos.</p>' +
    '<p>Con su llegada, <span lang="en">Brandt Law Offices</span>, la firma que Eleanor Brandt fundó en ' +
    '1986, ahora se llama Brandt &amp; Okafor, PLLC. Nuestra oficina, nuestro número de teléfono y nuestro ' +
    'compromiso con cada cliente siguen siendo los mismos.</p>',
};

export const homeMeta: PageMeta = {
  path: '/es/',
  pageTitle: titleWithFirmName('Abogados litigantes de lesiones personales en Seattle'),
  description:
    'Abogados de lesiones catastróficas en Washington: diseño de carreteras, productos defectuosos, abuso ' +
    'y derechos civiles. Consulta gratuita con Brandt & Okafor.',
  keywords:
    'abogado de lesiones personales en Seattle, abogados litigantes, lesiones catastróficas, diseño de ' +
    'carreteras, responsabilidad por productos defectuosos, abuso sexual infantil, conducta indebida de la ' +
    'policía, Brandt & Okafor',
};

/** The hero band at the top of the home page (spec: 600 px tall, call to action to the contact page). */
export const homeHero: { heading: string; lead: string; callToAction: string } = {
  heading: 'Justicia para las personas con lesiones graves en Washington',
  lead:
    'Abogados litigantes al servicio de personas y familias que enfrentan lesiones catastróficas, ' +
    `desde ${firm.foundedYear}.`,
  callToAction: 'Solicite su consulta gratuita',
};

/** The words of the consultation section at the foot of the page (the form's own are in consultation-text). */
export const consultationIntro: ConsultationIntro = {
  eyebrow: 'Consulta gratuita y confidencial',
  heading: 'Cuéntenos lo que pasó',
  intro: [
    'Llene el formulario y un abogado revisará su mensaje, o llámenos al',
    '. No cobramos honorarios a menos que obtengamos una compensación para usted.',
  ],
};

export const homeText: HomeText = {
  meetAttorneys: 'Conozca a nuestros abogados',
  historyHeading: 'Una trayectoria de resultados',
  settlementsLabel: 'Acuerdos y veredictos',
  seeAllResults: 'Ver todos los resultados',
  casesHeading: 'Casos que atendemos',
  allPracticeAreas: 'Todas las áreas de práctica',
  ourAttorneys: 'Nuestros abogados',
  valuesHeading: 'Nuestros valores',
};
