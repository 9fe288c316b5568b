import { attorneyDirectory, attorneyPath, spanishLanguageHelp, type AttorneySlug } from './directory.es';
import type { Attorney, AttorneyListing, ImageAsset, PageMeta } from './types';
import { titleWithFirmName } from './firm';
import type { ProfileText } from './ui';

/** What an attorney's page adds to the directory entry; the page path comes from the slug. */
type AttorneyProfile = Omit<Attorney, keyof AttorneyListing | 'meta'> & { meta: Omit<PageMeta, 'path'> };

/** The organisations keep their English names; an alt text cannot mark them, so they stand as written. */
const membershipLogos: ImageAsset[] = [
  {
    src: '/images/memberships/wsaj.svg',
    width: 180,
    height: 180,
    alt: 'Miembro de la Washington State Association for Justice',
  },
  {
    src: '/images/memberships/aaj.svg',
    width: 180,
    height: 180,
    alt: 'Miembro de la American Association for Justice',
  },
  {
    src: '/images/memberships/kcba.svg',
    width: 180,
    height: 180,
    alt: 'Miembro de la King County Bar Association',
  },
  {
    src: '/images/memberships/wsba.svg',
    width: 180,
    height: 180,
    alt: 'Miembro de la Washington State Bar Association',
  },
  {
    src: '/images/memberships/public-justice.svg',
    width: 180,
    height: 180,
    alt: 'Miembro de Public Justice',
  },
];

/** Said before lists whose titles stay in English. */
const ENGLISH_TITLES_NOTE =
  '<p>Los títulos originales están en inglés; entre paréntesis va una descripción breve en español.</p>';

const profiles: Record<AttorneySlug, AttorneyProfile> = {
  'eleanor-brandt': {
    email: 'eleanor@brandtokafor.example',
    portrait: {
      src: '/images/attorneys/eleanor-brandt.svg',
      width: 400,
      height: 500,
      alt: 'Retrato de Eleanor Brandt, socia fundadora',
    },
    summary:
      'Eleanor Brandt representa a personas lesionadas en los tribunales de Washington desde 1974 y fundó ' +
      'la firma en 1986. Su trabajo se ha centrado en casos de diseño de carreteras, responsabilidad por ' +
      'productos defectuosos y lesiones catastróficas.',
    tabs: [
      {
        id: 'bio',
        label: 'Biografía',
        html:
          '<p>Eleanor Brandt ha dedicado su carrera a defender en los tribunales a personas que sufrieron ' +
          'lesiones graves y a las familias de personas que perdieron la vida. Comenzó a ejercer la ' +
          'abogacía en Seattle en 1974, en un pequeño bufete del centro de la ciudad, representando a ' +
          'trabajadores ferroviarios y de la construcción que se habían lesionado, y menos de un año ' +
          'después de recibir su licencia llevó su primer caso ante un jurado.</p>' +
          '<p>En 1986 fundó <span lang="en">Brandt Law Offices</span> con una idea sencilla: aceptar un ' +
          'número limitado de casos graves, preparar cada uno como si fuera a llegar a juicio y dar a cada ' +
          'cliente acceso directo al abogado que lleva su caso. Ese enfoque ha guiado a la firma durante ' +
          'casi cuatro décadas. En 2025, cuando Marcus Okafor se incorporó como socio, la firma pasó a ' +
          'llamarse Brandt &amp; Okafor.</p>' +
          '<p>Eleanor es conocida por su trabajo en casos de diseño de carreteras, en los que ha ayudado a ' +
          'que las agencias públicas respondan por curvas peligrosas, barreras de protección que faltaban ' +
          'y medianas sin barrera divisoria. También representa a personas lesionadas por vehículos y ' +
          'productos defectuosos, y a sobrevivientes de abuso sexual en la infancia en reclamos contra las ' +
          'instituciones que no los protegieron. Sus casos han llevado a veredictos y acuerdos para sus ' +
          'clientes y, en varias ocasiones, a mejoras de seguridad en las carreteras de Washington.</p>' +
          '<p>Fuera de la oficina, Eleanor ha enseñado durante muchos años técnicas de litigio en juicio a ' +
          'estudiantes de derecho y abogados jóvenes, y colabora como voluntaria con organizaciones que ' +
          'apoyan a personas que viven con lesiones cerebrales y de la médula espinal. Vive en Seattle y ' +
          'pasa todo el tiempo que puede en las islas San Juan.</p>' +
          '<p>Puede escribirle directamente a Eleanor a <a ' +
          'href="mailto:eleanor@brandtokafor.example">eleanor@brandtokafor.example</a>. ' +
          `${spanishLanguageHelp}</p>`,
      },
      {
        id: 'education',
        label: 'Formación',
        html:
          '<h2>Formación académica</h2>' +
          '<ul>' +
          '<li>J.D. (título profesional en Derecho), <span lang="en">University of Washington School of ' +
          'Law</span>, 1974</li>' +
          '<li>Licenciatura (B.A.) en Historia, <span lang="en">Whitman College</span>, 1971</li>' +
          '</ul>' +
          '<h2>Autorización para ejercer la abogacía</h2>' +
          '<ul>' +
          '<li>Estado de Washington, 1974</li>' +
          '<li>Tribunal de Distrito de los Estados Unidos para el Distrito Oeste de Washington</li>' +
          '<li>Tribunal de Distrito de los Estados Unidos para el Distrito Este de Washington</li>' +
          '<li>Tribunal de Apelaciones de los Estados Unidos para el Noveno Circuito</li>' +
          '</ul>',
      },
      {
        id: 'publications',
        label: 'Publicaciones',
        html:
          ENGLISH_TITLES_NOTE +
          '<ul>' +
          '<li><span lang="en">“Proving Notice in Roadway Design Cases”</span> (cómo probar que la ' +
          'agencia sabía del peligro en casos de diseño de carreteras), <em lang="en">Northwest Trial ' +
          'Quarterly</em>, primavera de 2019</li>' +
          '<li><span lang="en">“The Crash History as Evidence: Discovery of Collision Data from Public ' +
          'Agencies”</span> (el historial de choques como prueba: cómo obtener los datos de colisiones de ' +
          'las agencias públicas), <em lang="en">Washington Injury Law Journal</em>, 2014</li>' +
          '<li><span lang="en">“Life-Care Plans for the Catastrophically Injured Client”</span> (planes de ' +
          'cuidado de por vida para clientes con lesiones catastróficas), materiales de educación jurídica ' +
          'continua, 2011</li>' +
          '<li><span lang="en">“Institutional Responsibility in Childhood Sexual Abuse Cases”</span> (la ' +
          'responsabilidad de las instituciones en casos de abuso sexual infantil), <em lang="en">Northwest ' +
          'Trial Quarterly</em>, otoño de 2006</li>' +
          '<li><span lang="en">“Guardrail End Treatments and the Duty to Upgrade”</span> (los extremos de ' +
          'las barreras de protección y el deber de modernizarlos), materiales de educación jurídica ' +
          'continua, 1998</li>' +
          '</ul>',
      },
      {
        id: 'honors',
        label: 'Reconocimientos',
        html:
          '<ul>' +
          '<li>Reconocida por sus colegas, abogados que representan a demandantes en Washington, por ' +
          'cincuenta años de trabajo en juicios, 2024</li>' +
          '<li>Premio a la trayectoria (<span lang="en">Lifetime Achievement Award</span>), <span ' +
          'lang="en">Puget Sound Trial Lawyers Guild</span>, 2019</li>' +
          '<li>Incluida cada año desde 2005 en una lista de abogados litigantes de Washington elegidos por ' +
          'sus colegas</li>' +
          '<li>Calificación <span lang="en">Preeminent</span> otorgada por sus colegas por su ética ' +
          'profesional y su capacidad jurídica</li>' +
          '<li>Miembro del <span lang="en">Million Dollar Advocates Forum</span></li>' +
          '<li>Miembro <span lang="en">Eagle</span> de la <span lang="en">Washington State Association for ' +
          'Justice</span></li>' +
          '</ul>' +
          '<p>Los reconocimientos se basan en los métodos de las organizaciones que los otorgan y no ' +
          'indican que un abogado sea mejor que otro.</p>',
      },
      {
        id: 'interviews',
        label: 'Entrevistas',
        html:
          '<p>Eleanor ha hablado con medios de comunicación locales y nacionales sobre la seguridad en las ' +
          'carreteras, los defectos de los vehículos y los derechos de los sobrevivientes de abuso.</p>' +
          '<ul>' +
          '<li><a href="https://www.youtube.com/@brandtokaforlaw" rel="noopener noreferrer" ' +
          'target="_blank">Video en inglés: <span lang="en">“Fifty Years in the Courtroom”</span> ' +
          '(cincuenta años en los tribunales), una conversación con Eleanor Brandt</a> (se abre en una ' +
          'pestaña nueva)</li>' +
          '<li>Entrevista de radio sobre las barreras de protección en las carreteras de Washington, ' +
          '2022</li>' +
          '<li>Entrevista en un noticiero de televisión sobre un veredicto relacionado con una barrera ' +
          'divisoria central, 2016</li>' +
          '</ul>',
      },
    ],
    memberships: membershipLogos,
    meta: {
      pageTitle: titleWithFirmName('Eleanor Brandt, abogada litigante en Seattle'),
      description:
        'Eleanor Brandt representa a personas lesionadas en Washington desde 1974 y fundó la firma en ' +
        '1986. Casos de diseño de carreteras y productos defectuosos.',
      keywords:
        'Eleanor Brandt, abogada litigante en Seattle, abogada de diseño de carreteras, abogada de ' +
        'productos defectuosos, abogada de lesiones catastróficas, Brandt & Okafor',
    },
  },
  'marcus-okafor': {
    email: 'marcus@brandtokafor.example',
    portrait: {
      src: '/images/attorneys/marcus-okafor.svg',
      width: 400,
      height: 500,
      alt: 'Retrato de Marcus Okafor, socio',
    },
    summary:
      'Marcus Okafor se incorporó a la firma como socio en 2025. Representa a personas perjudicadas por ' +
      'conducta indebida de la policía, negligencia del gobierno y vehículos peligrosos.',
    tabs: [
      {
        id: 'bio',
        label: 'Biografía',
        html:
          '<p>Marcus Okafor es un abogado litigante que representa a personas que sufrieron lesiones graves ' +
          'por la negligencia de agencias del gobierno, de empresas y de las personas que trabajan para ' +
          'ellas. Se incorporó a la firma como socio en 2025, y la firma, fundada en 1986 como <span ' +
          'lang="en">Brandt Law Offices</span>, pasó a llamarse Brandt &amp; Okafor.</p>' +
          '<p>Marcus creció en Tacoma; uno de sus padres trabajaba en enfermería y el otro como maquinista ' +
          'en Boeing. Después de la facultad de derecho fue asistente judicial en el Tribunal de ' +
          'Apelaciones de Washington, donde leyó cientos de expedientes de juicios y aprendió cómo se ganan ' +
          'y se pierden los casos mucho antes de que lleguen a un jurado. Luego pasó más de diez años en ' +
          'una firma de derechos civiles de Seattle, representando a personas que habían sufrido uso ' +
          'excesivo de la fuerza, arrestos indebidos y descuido en las cárceles.</p>' +
          '<p>Hoy su práctica incluye reclamos por conducta indebida de la policía y violaciones de derechos ' +
          'civiles, responsabilidad del gobierno, seguridad de vehículos en choques y lesiones ' +
          'catastróficas. Sus clientes y colegas lo conocen por su preparación cuidadosa, su manera clara ' +
          'de hablar y su presencia serena en la sala del tribunal. Cuando los hechos lo justifican, busca ' +
          'cambios en las políticas y en la capacitación como parte de la solución del caso, para que otras ' +
          'personas no sufran el mismo daño.</p>' +
          '<p>Marcus forma parte de la junta directiva de una organización sin fines de lucro de Tacoma que ' +
          'ofrece asesoría legal gratuita, guía como mentor a estudiantes de derecho de comunidades con ' +
          'poca representación en la profesión y entrena a equipos juveniles de básquetbol. Vive en ' +
          'Seattle con su familia.</p>' +
          '<p>Puede escribirle directamente a Marcus a <a ' +
          'href="mailto:marcus@brandtokafor.example">marcus@brandtokafor.example</a>. ' +
          `${spanishLanguageHelp}</p>`,
      },
      {
        id: 'education',
        label: 'Formación',
        html:
          '<h2>Formación académica</h2>' +
          '<ul>' +
          '<li>J.D. (título profesional en Derecho), <span lang="en">Seattle University School of ' +
          'Law</span>, 2009</li>' +
          '<li>Licenciatura (B.A.) en Ciencias Políticas, <span lang="en">Gonzaga University</span>, ' +
          '2006</li>' +
          '</ul>' +
          '<h2>Autorización para ejercer la abogacía</h2>' +
          '<ul>' +
          '<li>Estado de Washington, 2009</li>' +
          '<li>Tribunal de Distrito de los Estados Unidos para el Distrito Oeste de Washington</li>' +
          '<li>Tribunal de Apelaciones de los Estados Unidos para el Noveno Circuito</li>' +
          '</ul>',
      },
      {
        id: 'publications',
        label: 'Publicaciones',
        html:
          ENGLISH_TITLES_NOTE +
          '<ul>' +
          '<li><span lang="en">“Body-Camera Video in Civil Rights Litigation: Getting It, Keeping It, Using ' +
          'It”</span> (el video de las cámaras corporales en litigios de derechos civiles: cómo obtenerlo, ' +
          'conservarlo y usarlo), <em lang="en">Northwest Trial Quarterly</em>, invierno de 2023</li>' +
          '<li><span lang="en">“Pre-Suit Claims Against Washington Local Governments: A Practical ' +
          'Checklist”</span> (los reclamos previos a una demanda contra gobiernos locales de Washington: ' +
          'una lista práctica), <em lang="en">Washington Injury Law Journal</em>, 2021</li>' +
          '<li><span lang="en">“Medical Care in County Jails and the Duty Owed to Detainees”</span> (la ' +
          'atención médica en las cárceles de condado y el deber hacia las personas detenidas), materiales ' +
          'de educación jurídica continua, 2018</li>' +
          '<li><span lang="en">“Seatback Strength and the Rear-Seat Child Passenger”</span> (la resistencia ' +
          'de los respaldos de los asientos y los niños que viajan en el asiento trasero), <em ' +
          'lang="en">Northwest Trial Quarterly</em>, verano de 2016</li>' +
          '</ul>',
      },
      {
        id: 'presentations',
        label: 'Conferencias',
        html:
          ENGLISH_TITLES_NOTE +
          '<ul>' +
          '<li><span lang="en">“Qualified Immunity After Recent Ninth Circuit Decisions”</span> (la ' +
          'inmunidad calificada después de decisiones recientes del Noveno Circuito), seminario sobre ' +
          'litigios de derechos civiles, Seattle, 2025</li>' +
          '<li><span lang="en">“Jury Selection in Cases Against Public Entities”</span> (la selección del ' +
          'jurado en casos contra entidades públicas), conferencia estatal sobre técnicas de litigio en ' +
          'juicio, 2024</li>' +
          '<li><span lang="en">“Working with Accident Reconstructionists in Crashworthiness Cases”</span> ' +
          '(el trabajo con reconstructores de accidentes en casos de seguridad de vehículos en choques), ' +
          'seminario de educación jurídica continua, Spokane, 2022</li>' +
          '<li><span lang="en">“Your Rights During a Police Encounter”</span> (sus derechos durante un ' +
          'encuentro con la policía), taller comunitario de educación jurídica, Tacoma, 2019</li>' +
          '</ul>',
      },
    ],
    meta: {
      pageTitle: titleWithFirmName('Marcus Okafor, abogado litigante en Seattle'),
      description:
        'Marcus Okafor representa a personas perjudicadas por conducta indebida de la policía, negligencia ' +
        'del gobierno y defectos de vehículos. Socio desde 2025.',
      keywords:
        'Marcus Okafor, abogado de derechos civiles en Seattle, abogado de conducta indebida de la ' +
        'policía, responsabilidad del gobierno, seguridad de vehículos en choques, Brandt & Okafor',
    },
  },
};

/**
 * The full attorney records in Spanish, in directory order. Marked pure so the bundler can leave this module
 * out of pages that reach it only for an unrelated export.
 */
export const attorneys: Attorney[] = /* @__PURE__ */ attorneyDirectory.map((listing) => {
  const profile = profiles[listing.slug];
  return { ...listing, ...profile, meta: { path: attorneyPath(listing.slug), ...profile.meta } };
});

export const attorneysOverviewIntro: string =
  'Nuestra firma es pequeña a propósito. Cada caso lo lleva uno de nuestros dos socios, Eleanor Brandt o ' +
  'Marcus Okafor, que en conjunto tienen más de sesenta y cinco años de experiencia representando a ' +
  'personas lesionadas en los tribunales de Washington. Los clientes trabajan directamente con su abogado ' +
  'desde la primera reunión hasta la resolución final, y cada caso se prepara como si fuera a llegar a ' +
  `juicio ante un jurado. ${spanishLanguageHelp}`;

export const profileText: ProfileText = {
  contact: 'Contactar a',
  aboutPerson: 'Acerca de',
  requestConsultation: 'Solicite una consulta',
  memberships: 'Asociaciones profesionales',
  membershipsLabel: 'Asociaciones profesionales',
};
