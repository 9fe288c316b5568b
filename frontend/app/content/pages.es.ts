import { firm, titleWithFirmName } from './firm';
import { spanishLanguageHelp } from './directory.es';
import type { PageMeta, LanguageNote } from './types';
import type { AboutText, ContactText, TeamText } from './ui';

export const aboutPage: { heading: string; html: string; practiceList: string[]; meta: PageMeta } = {
  heading: 'Acerca de Brandt & Okafor',
  html:
    '<p>Eleanor Brandt comenzó a ejercer la abogacía en Seattle en 1974, representando a trabajadores ' +
    'lesionados y a sus familias. En 1986 fundó <span lang="en">Brandt Law Offices</span> con un principio ' +
    'sencillo: aceptar un número limitado de casos graves, preparar cada uno a fondo y asegurarse de que ' +
    'cada cliente pueda comunicarse con el abogado que lleva su caso.</p>' +
    '<p>En 2025, el abogado litigante Marcus Okafor se unió a la firma como socio, y la firma pasó a ' +
    'llamarse Brandt &amp; Okafor, PLLC. Marcus tiene más de quince años de experiencia en casos de ' +
    'derechos civiles, responsabilidad del gobierno y lesiones catastróficas. El principio no ha ' +
    'cambiado.</p>' +
    '<p>Nuestros clientes son personas cuya vida cambió por una lesión grave y familias que perdieron a un ' +
    'ser querido. Muchos de nuestros casos son contra grandes empresas, compañías de seguros y agencias ' +
    'del gobierno que cuentan con muchos recursos. Trabajamos con ingenieros, médicos, economistas y otros ' +
    'consultores para entender exactamente qué pasó y qué van a necesitar nuestros clientes, y estamos ' +
    'preparados para llevar un caso a juicio cuando no se ofrece un acuerdo justo.</p>' +
    '<p>Representamos a clientes en todo el estado de Washington desde nuestra oficina en el centro de ' +
    'Seattle. Las consultas son gratuitas y confidenciales, y atendemos los casos de lesiones con ' +
    'honorarios de contingencia: usted no paga honorarios de abogado a menos que obtengamos una ' +
    `compensación para usted. ${spanishLanguageHelp}</p>` +
    '<p>Nuestra práctica incluye:</p>',
  practiceList: [
    'Lesiones catastróficas y muerte por negligencia',
    'Responsabilidad y rendición de cuentas del gobierno',
    'Litigios sobre diseño de carreteras y transporte',
    'Seguridad de los vehículos en choques y defectos de vehículos',
    'Negligencia médica y descuido de residentes en hogares de ancianos',
    'Responsabilidad por productos defectuosos, incluidos casos de medicamentos y de seguridad alimentaria',
    'Abuso sexual infantil',
    'Conducta indebida de la policía y derechos civiles',
  ],
  meta: {
    path: '/es/about',
    pageTitle: titleWithFirmName('Acerca de nuestra firma | Abogados litigantes en Seattle'),
    description:
      'Fundada en 1986 como Brandt Law Offices, Brandt & Okafor representa desde Seattle a personas con ' +
      'lesiones graves y a sus familias en todo Washington.',
    keywords:
      'acerca de Brandt & Okafor, Brandt Law Offices, abogados litigantes en Seattle, Eleanor Brandt, ' +
      'Marcus Okafor, firma de lesiones personales en Washington',
  },
};

export const attorneysOverviewMeta: PageMeta = {
  path: '/es/attorneys/all',
  pageTitle: titleWithFirmName('Nuestro equipo | Abogados litigantes en Seattle'),
  description:
    'Conozca a Eleanor Brandt y Marcus Okafor, abogados litigantes de Brandt & Okafor en Seattle, que ' +
    'representan a personas con lesiones graves en todo Washington.',
  keywords:
    'abogados litigantes en Seattle, Eleanor Brandt, Marcus Okafor, abogados de lesiones personales, ' +
    'abogado de derechos civiles, equipo de Brandt & Okafor',
};

export const contactMeta: PageMeta = {
  path: '/es/contact',
  pageTitle: titleWithFirmName('Contáctenos | Consulta gratuita'),
  description:
    'Solicite una consulta gratuita y confidencial con Brandt & Okafor en el centro de Seattle. Llame al ' +
    `${firm.phoneDisplay} o complete nuestro formulario de contacto.`,
  keywords:
    'contactar abogado de lesiones en Seattle, consulta gratuita, Brandt & Okafor, 1520 Fourth Avenue ' +
    'Seattle, abogado de lesiones personales cerca de mí, atención en español',
};

/** Shown on the contact page. "Atención en español" rather than "Hablamos español": the attorneys do not. */
export const languageNote: LanguageNote = {
  lead: 'Atención en español',
  text:
    `nuestra coordinadora de casos nuevos, ${firm.spanishSpeakingIntakeCoordinator}, habla español, y nuestros abogados trabajan con ` +
    'un intérprete judicial certificado.',
};

export const disclaimerMeta: PageMeta = {
  path: '/es/disclaimer/',
  pageTitle: titleWithFirmName('Aviso legal'),
  description:
    'La información de este sitio web es información general, no asesoría legal, y consultarla no crea una ' +
    'relación abogado-cliente con nuestra firma.',
  keywords: 'aviso legal, descargo de responsabilidad, publicidad de abogados, Brandt & Okafor, Seattle',
};

export const disclaimerHtml: string =
  '<p>Brandt &amp; Okafor, PLLC ofrece la información de este sitio web solo con fines informativos ' +
  'generales. No es asesoría legal, y no debe usarse como asesoría legal para ninguna situación en ' +
  'particular. Las leyes cambian, y la forma en que se aplican depende de los hechos específicos de cada ' +
  'caso.</p>' +
  '<p>Consultar este sitio web, o comunicarse con la firma a través de él por correo electrónico, por ' +
  'teléfono o mediante el formulario de consulta, no crea una relación abogado-cliente. La relación ' +
  'abogado-cliente solo existe cuando la firma ha aceptado por escrito representarle. Por favor, no nos ' +
  'envíe información confidencial hasta que haya hablado con uno de nuestros abogados y le hayamos ' +
  'confirmado que podemos representarle.</p>' +
  '<p>Los resultados de casos que se describen en este sitio web dependen de los hechos y de las ' +
  'circunstancias legales de cada caso. Los resultados anteriores no garantizan un resultado similar, y ' +
  'los montos que se muestran son montos brutos, antes de descontar los honorarios de abogado y los ' +
  'gastos.</p>' +
  '<p>Nuestros abogados tienen licencia para ejercer la abogacía en el estado de Washington. En algunas ' +
  'jurisdicciones, este sitio web puede considerarse publicidad de abogados. Los enlaces a otros sitios ' +
  'web se ofrecen para su comodidad, y la firma no es responsable de su contenido.</p>';

export const messageReplyHtml: string =
  '<p>Gracias por comunicarse con Brandt &amp; Okafor. Hemos recibido su solicitud de consulta.</p>' +
  '<p>Un miembro de nuestro equipo está revisando la información que nos envió y se comunicará con usted ' +
  'lo antes posible, por lo general en un plazo de un día hábil. Si su asunto es urgente, o si desea ' +
  'agregar algo a su solicitud, por favor <a href="/es/contact">comuníquese con nuestra oficina</a> o ' +
  'llámenos al ' +
  `<a href="${firm.phoneHref}">${firm.phoneDisplay}</a>. ` +
  `Si prefiere hablar en español, pida hablar con ${firm.spanishSpeakingIntakeCoordinator}, nuestra coordinadora de casos nuevos.</p>`;

export const aboutText: AboutText = {
  kicker: 'Nosotros',
  requestConsultation: 'Solicite una consulta gratuita',
  meetAttorneys: 'Conozca a nuestros abogados',
};

export const teamText: TeamText = {
  heading: 'Nuestro equipo',
  kicker: 'Abogados',
  listLabel: 'Nuestros abogados',
  viewProfile: 'Ver perfil',
  viewProfileOf: 'Ver perfil:',
};

export const contactText: ContactText = {
  heading: 'Contáctenos',
  lead: 'Defendemos con dedicación a las personas lesionadas',
  prompt: 'Llene el formulario para programar una consulta gratuita',
  phone: 'Teléfono',
  email: 'Correo electrónico',
};

export const replyHeading = 'Gracias';

export const disclaimerHeading = 'Aviso legal';
