import { firm, titleWithFirmName } from './firm';
import {
  practiceAreaDirectory,
  practiceAreaPath,
  spanishLanguageHelp,
  type PracticeAreaSlug,
} from './directory.es';
import type { PageMeta, PracticeArea, PracticeAreaListing } from './types';
import type { PracticeText } from './ui';

/** What a practice area's page adds to the directory entry; the page path comes from the slug. */
type PracticeAreaDetails = Omit<PracticeArea, keyof PracticeAreaListing | 'meta'> & {
  meta: Omit<PageMeta, 'path'>;
};

const details: Record<PracticeAreaSlug, PracticeAreaDetails> = {
  'catastrophic-injury': {
    heading: 'Abogados de lesiones catastróficas en Seattle',
    descriptionHtml:
      '<p>Una lesión catastrófica lo cambia todo de golpe: el trabajo, la vida familiar, la situación ' +
      'económica y los planes para el futuro. Las personas que sufren una lesión cerebral traumática, una ' +
      'lesión de la médula espinal, una amputación o quemaduras graves a menudo enfrentan años de ' +
      'tratamiento y, en muchos casos, necesitan cuidados por el resto de su vida. La ley permite que la ' +
      'persona lesionada reciba el costo completo de esos cuidados, los ingresos y la capacidad de ganarse ' +
      'la vida que ha perdido, y una compensación por el dolor, la discapacidad y la pérdida del disfrute ' +
      'de la vida.</p>' +
      '<p>Estos casos se ganan o se pierden según la preparación. Investigamos pronto, mientras las ' +
      'pruebas todavía existen: fotografiamos y conservamos los vehículos, los equipos y los lugares de los ' +
      'hechos, entrevistamos a los testigos y obtenemos los registros que muestran lo que pasó. Luego ' +
      'trabajamos con los médicos tratantes, con profesionales que elaboran planes de cuidado de por vida, con ' +
      'consejeros vocacionales y con economistas, para que un jurado, o una aseguradora, entienda lo que ' +
      'nuestro cliente necesitará por el resto de su vida.</p>' +
      '<p>Desde 1986 nuestra firma representa a personas lesionadas y a sus familias en todo el estado de ' +
      'Washington. Aceptamos un número limitado de casos para que cada uno reciba la atención que merece, ' +
      'y preparamos cada caso como si fuera a llegar a juicio. Llevamos estos casos con honorarios de ' +
      'contingencia, así que no hay honorarios a menos que obtengamos una compensación para usted.</p>',
    bulletsHeading: 'Entre los casos de lesiones catastróficas que llevamos están:',
    bullets: [
      'Lesiones cerebrales traumáticas',
      'Lesiones de la médula espinal y parálisis',
      'Amputaciones y lesiones por aplastamiento',
      'Quemaduras graves y lesiones por electricidad',
      'Accidentes en obras de construcción y en la industria',
      'Choques de camiones, motocicletas y bicicletas, y atropellos de peatones',
      'Muerte por negligencia',
    ],
    resultIds: [4, 5, 12, 20, 23, 25],
    meta: {
      pageTitle: titleWithFirmName('Abogados de lesiones catastróficas en Seattle'),
      description:
        'Abogados litigantes en Seattle para personas con lesiones cerebrales, de la médula espinal, ' +
        `amputaciones y quemaduras. Consulta gratuita: ${firm.phoneDisplay}.`,
      keywords:
        'abogado de lesiones catastróficas, abogado de lesiones cerebrales en Seattle, lesiones de la ' +
        'médula espinal, amputación, muerte por negligencia, lesiones personales en Washington',
    },
  },
  'government-liability-and-accountability': {
    heading: 'Responsabilidad del gobierno y rendición de cuentas',
    descriptionHtml:
      '<p>Hace décadas que Washington renunció a la inmunidad soberana. El Estado, sus condados y ' +
      'ciudades, los distritos escolares y otros organismos públicos pueden ser responsables por ' +
      'negligencia de la misma manera que una persona o una empresa privada. Cuando una agencia pública no ' +
      'mantiene una carretera, no protege a un niño que está bajo su cuidado o ignora un peligro conocido, ' +
      'las personas perjudicadas tienen derecho a exigirle cuentas.</p>' +
      '<p>Los reclamos contra entidades del gobierno tienen sus propias reglas. Antes de presentar una ' +
      'demanda, hay que presentar un reclamo por escrito ante la agencia en el formulario correspondiente, ' +
      'y después la ley exige un período de espera de sesenta días. Omitir un paso puede poner en riesgo ' +
      'un caso que de otro modo sería válido, por eso es importante buscar asesoría pronto.</p>' +
      '<p>Hemos presentado reclamos contra agencias estatales, condados, ciudades y distritos escolares en ' +
      'nombre de niños perjudicados en el sistema de crianza temporal (<span lang="en">foster care</span>), ' +
      'de familias de personas que murieron bajo custodia, y de conductores y ciclistas lesionados en ' +
      'caminos mal mantenidos. Muchos de estos casos no solo lograron una compensación para nuestros ' +
      'clientes, sino también cambios en las políticas y la capacitación que hacen más segura a la ' +
      'comunidad.</p>',
    bulletsHeading: 'Nuestro trabajo en casos de responsabilidad del gobierno incluye:',
    bullets: [
      'Fallas del sistema de crianza temporal y de protección infantil',
      'Lesiones en caminos públicos peligrosos o mal mantenidos',
      'Muertes y lesiones en cárceles y centros de detención',
      'Manejo negligente de vehículos del gobierno',
      'Negligencia de distritos escolares',
      'Agencias públicas que no actúan ante avisos de peligro',
    ],
    resultIds: [2, 8, 16, 28, 11],
    meta: {
      pageTitle: titleWithFirmName('Abogados de responsabilidad del gobierno en Seattle'),
      description:
        'Reclamos contra ciudades, condados, distritos escolares y agencias estatales de Washington cuya ' +
        'negligencia causa lesiones graves o muertes. Consulta gratuita.',
      keywords:
        'abogado de responsabilidad del gobierno, reclamos contra el estado de Washington, negligencia del ' +
        'condado, abuso en crianza temporal, muerte en la cárcel, Seattle',
    },
  },
  'highway-design-and-transportation-litigation': {
    heading: 'Litigios por diseño de carreteras y transporte',
    descriptionHtml:
      '<p>No todos los choques graves son simplemente culpa de un conductor. Una carretera mal diseñada, ' +
      'mal señalizada o mal mantenida puede causar un choque o convertir un pequeño error en una tragedia. ' +
      'En Washington, el Estado y los gobiernos locales tienen el deber de mantener sus carreteras ' +
      'razonablemente seguras para el tránsito normal, y ese deber incluye corregir los peligros que ' +
      'conocen o que deberían conocer.</p>' +
      '<p>Estos casos exigen examinar con cuidado la carretera misma. Obtenemos historiales de choques, ' +
      'planos de diseño, registros de mantenimiento y estudios de tránsito, y trabajamos con ' +
      'reconstructores de accidentes e ingenieros de carreteras para determinar si una barrera de ' +
      'protección, una barrera divisoria central, una señal de advertencia o mejores marcas en el pavimento ' +
      'habrían evitado el daño.</p>' +
      '<p>Eleanor Brandt lleva más de tres décadas litigando casos de diseño de carreteras, y entre ' +
      'nuestros resultados en esta área está un veredicto del jurado de $18,130,554 a favor de un joven ' +
      'lesionado en una carretera estatal. Los resultados anteriores no garantizan un resultado similar, ' +
      'pero reflejan el trabajo que dedicamos a cada caso.</p>',
    bulletsHeading: 'Entre los peligros en las carreteras que investigamos están:',
    bullets: [
      'Curvas cerradas o con mal peralte y sin advertencia adecuada',
      'Barreras de protección faltantes o defectuosas, y extremos de barrera defectuosos',
      'Medianas abiertas sin barreras de cable o de concreto',
      'Zonas de obras en carreteras confusas o mal señalizadas',
      'Líneas de carril borrosas, señales faltantes y mala iluminación',
      'Desniveles en el borde del pavimento, baches y otras fallas de mantenimiento',
      'Intersecciones y cruces de ferrocarril peligrosos',
    ],
    resultIds: [1, 13, 29, 11],
    meta: {
      pageTitle: titleWithFirmName('Abogados de diseño de carreteras en Seattle'),
      description:
        'Abogados en Seattle que investigan choques causados por carreteras mal diseñadas, falta de ' +
        'barreras, mala señalización y zonas de obras inseguras en Washington.',
      keywords:
        'abogado de diseño de carreteras, abogado de carreteras peligrosas, accidente con barrera de ' +
        'protección, choque por cruce de mediana, accidente en zona de obras, reclamo contra WSDOT, Seattle',
    },
  },
  crashworthiness: {
    heading: 'Abogados de seguridad de vehículos y defectos vehiculares',
    descriptionHtml:
      '<p>Los choques son previsibles, y los fabricantes de vehículos lo saben. Un vehículo debe proteger ' +
      'a sus ocupantes en un choque: el techo debe mantener su forma si el vehículo se vuelca, los asientos ' +
      'deben mantenerse firmes si lo golpean por detrás, y las bolsas de aire y los cinturones de seguridad ' +
      'deben funcionar como se espera. Cuando un vehículo no protege a sus ocupantes, el fabricante puede ' +
      'ser responsable de las lesiones que causó el defecto, aunque otra persona haya causado el ' +
      'choque.</p>' +
      '<p>A estos casos se les suele llamar casos de <span lang="en">crashworthiness</span> (la capacidad ' +
      'del vehículo de proteger en un choque) o de lesiones agravadas. La pregunta clave no es quién causó ' +
      'el choque, sino si un diseño más seguro habría evitado o reducido las lesiones. Para responderla se ' +
      'necesitan análisis de ingeniería, pruebas de choque y un estudio detallado del vehículo mismo.</p>' +
      '<p>Si usted o un familiar sufrió lesiones graves en un choque, no permita que el vehículo sea ' +
      'reparado, vendido como chatarra o destruido antes de que se pueda inspeccionar. Conservar el ' +
      'vehículo es muchas veces el paso más importante para proteger este tipo de reclamo.</p>',
    bulletsHeading: 'Entre los reclamos por la seguridad de vehículos que presentamos están:',
    bullets: [
      'Techos que se hunden cuando el vehículo se vuelca',
      'Respaldos de asientos que se doblan hacia atrás cuando el vehículo es golpeado por detrás',
      'Bolsas de aire que fallan o que se inflan sin motivo',
      'Fallas de los cinturones de seguridad y de los sistemas de retención',
      'Fallas de las cerraduras de las puertas y ocupantes expulsados del vehículo',
      'Incendios alimentados por el combustible',
      'Cascos defectuosos para motocicleta y bicicleta',
    ],
    resultIds: [3, 9, 15],
    meta: {
      pageTitle: titleWithFirmName('Abogados de seguridad de vehículos en Seattle'),
      description:
        'Abogados en Seattle para personas lesionadas cuando un vehículo no las protegió: techos hundidos, ' +
        'asientos que fallan, bolsas de aire y cinturones defectuosos.',
      keywords:
        'abogado de seguridad de vehículos, abogado de defectos vehiculares, techo hundido, falla del ' +
        'respaldo, bolsa de aire defectuosa, falla del cinturón de seguridad, productos defectuosos Seattle',
    },
  },
  'medical-malpractice': {
    heading: 'Abogados de negligencia médica en Seattle',
    descriptionHtml:
      '<p>La mayoría de los proveedores de atención médica se esfuerzan por atender bien a sus pacientes. ' +
      'Cuando un proveedor no cumple con el estándar de atención aceptado y, como consecuencia, un paciente ' +
      'sufre un daño, la ley de Washington permite que el paciente o su familia presenten un reclamo por el ' +
      'daño que se produjo.</p>' +
      '<p>Los casos de negligencia médica están entre los más exigentes del litigio civil. Requieren una ' +
      'revisión completa del expediente médico, el apoyo de médicos calificados que puedan explicar lo que ' +
      'se debió hacer, y mucha atención a plazos que pueden ser más cortos de lo que muchas personas ' +
      'esperan. Revisamos con cuidado cada caso posible y le diremos con honestidad lo que ' +
      'encontremos.</p>' +
      '<p>También representamos a residentes de hogares de ancianos, hogares familiares para adultos y ' +
      'centros de cuidado de la memoria que han sufrido caídas, úlceras por presión, desnutrición u otros ' +
      'daños causados por descuido o falta de personal. La ley de Washington da protecciones especiales a ' +
      'los adultos vulnerables.</p>',
    bulletsHeading: 'Entre los casos de negligencia médica que llevamos están:',
    bullets: [
      'Diagnóstico tardío o no realizado de derrame cerebral, infarto, sepsis y cáncer',
      'Errores en cirugías y en la anestesia',
      'Lesiones al nacer',
      'Errores con medicamentos',
      'Negligencia en la sala de emergencias',
      'Descuido en hogares de ancianos y hogares familiares para adultos',
    ],
    resultIds: [7, 19, 17, 30],
    meta: {
      pageTitle: titleWithFirmName('Abogados de negligencia médica en Seattle'),
      description:
        'Abogados en Seattle para pacientes perjudicados por diagnósticos no realizados, errores en ' +
        'cirugías, lesiones al nacer y descuido en hogares de ancianos.',
      keywords:
        'abogado de negligencia médica en Seattle, mala práctica médica, lesiones al nacer, diagnóstico ' +
        'equivocado, descuido en hogares de ancianos, Washington',
    },
  },
  'product-liability': {
    heading: 'Abogados de productos defectuosos en Seattle',
    descriptionHtml:
      '<p>Según la Ley de Responsabilidad por Productos de Washington (<span lang="en">Washington Product ' +
      'Liability Act</span>), los fabricantes responden por los daños causados por productos que no son ' +
      'razonablemente seguros por su diseño, que no son razonablemente seguros por la forma en que se ' +
      'fabricaron, o que se venden sin advertencias o instrucciones adecuadas. En algunas circunstancias, ' +
      'los vendedores y distribuidores también pueden ser responsables.</p>' +
      '<p>Los casos de productos son técnicos. Trabajamos con ingenieros, médicos y otros consultores para ' +
      'averiguar por qué falló un producto y si existía un diseño más seguro. También buscamos otros ' +
      'incidentes con el mismo producto, porque muchas veces muestran que el fabricante conocía el ' +
      'peligro.</p>' +
      '<p>Si un producto le causó una lesión, guárdelo junto con su empaque, sus manuales y los recibos, y ' +
      'no lo devuelva al fabricante ni a la tienda. Esas pruebas pueden ser esenciales para su ' +
      'reclamo.</p>',
    bulletsHeading: 'Entre los casos de productos defectuosos que llevamos están:',
    bullets: [
      'Máquinas industriales sin protecciones adecuadas',
      'Productos y aparatos para el hogar defectuosos',
      'Medicamentos recetados y dispositivos médicos peligrosos',
      'Enfermedades transmitidas por alimentos, como E. coli, salmonela y listeria',
      'Herramientas, escaleras y equipo recreativo defectuosos',
      'Advertencias e instrucciones inadecuadas',
    ],
    resultIds: [14],
    meta: {
      pageTitle: titleWithFirmName('Abogados de productos defectuosos en Seattle'),
      description:
        'Abogados en Seattle para personas lesionadas por máquinas, productos del hogar y medicamentos ' +
        `defectuosos, y alimentos contaminados. Llame al ${firm.phoneDisplay}.`,
      keywords:
        'abogado de productos defectuosos en Seattle, responsabilidad por productos defectuosos, ' +
        'Washington Product Liability Act, lesiones por medicamentos, enfermedades transmitidas por alimentos',
    },
  },
  'child-sexual-abuse': {
    heading: 'Abogados de abuso sexual infantil en Seattle',
    descriptionHtml:
      '<p>El abuso sexual en la infancia causa un daño que puede durar toda la vida. Muchos sobrevivientes ' +
      'lo cargan solos durante años antes de poder hablar de ello. Cuando lo hacen, merecen que se les ' +
      'escuche con respeto y saber que la ley puede darles una manera de exigir cuentas a quienes ' +
      'permitieron el abuso.</p>' +
      '<p>Nuestros casos civiles se enfocan en las instituciones: iglesias, escuelas, organizaciones ' +
      'juveniles, agencias de crianza temporal y otras que tenían el deber de proteger a los niños y no lo ' +
      'cumplieron. Con frecuencia estas instituciones recibieron advertencias sobre el abusador y no ' +
      'hicieron nada, o lo trasladaron a otro lugar.</p>' +
      '<p>En los últimos años la ley de Washington cambió para dar a los sobrevivientes más tiempo para ' +
      'presentar reclamos civiles. Ya sea que el abuso haya ocurrido hace poco o hace muchos años, le ' +
      'invitamos a hablar con nosotros. Toda conversación es confidencial, y avanzaremos al ritmo que a ' +
      'usted le resulte cómodo.</p>',
    bulletsHeading: 'Representamos a sobrevivientes de abuso cometido por:',
    bullets: [
      'Miembros del clero y líderes religiosos',
      'Maestros, entrenadores y personal escolar',
      'Voluntarios de grupos juveniles y de los scouts',
      'Padres de crianza temporal y personal de hogares grupales',
      'Consejeros, terapeutas y proveedores de atención médica',
    ],
    resultIds: [6, 10, 18, 24, 35],
    hotlineNote:
      'Si un niño está en peligro inmediato, llame al 911. Para recibir apoyo, información u orientación ' +
      'para denunciar una sospecha de abuso, la línea nacional de Childhelp contra el abuso infantil ' +
      '(Childhelp National Child Abuse Hotline) atiende las 24 horas del día en el 1-800-422-4453 ' +
      '(1-800-4-A-CHILD); sus consejeros pueden atenderle en español con la ayuda de intérpretes.',
    meta: {
      pageTitle: titleWithFirmName('Abogados de abuso sexual infantil en Seattle'),
      description:
        'Ayuda confidencial para sobrevivientes de abuso sexual en la infancia cometido por clérigos, ' +
        'maestros, entrenadores o padres de crianza. Abogados en Seattle.',
      keywords:
        'abogado de abuso sexual infantil, abuso por parte del clero, demanda por abuso en la escuela, ' +
        'abuso en crianza temporal, sobrevivientes de abuso, Seattle, Washington',
    },
  },
  'police-misconduct': {
    heading: 'Abogados de conducta indebida de la policía y derechos civiles',
    descriptionHtml:
      '<p>La mayoría de los agentes hacen con cuidado un trabajo difícil. Cuando un agente usa la fuerza ' +
      'sin justificación, arresta a alguien sin base legal o ignora las necesidades médicas de una persona ' +
      'bajo custodia, la persona perjudicada tiene derechos según la Constitución de los Estados Unidos y ' +
      'las leyes de Washington.</p>' +
      '<p>Los reclamos por violaciones de derechos civiles son complejos. Con frecuencia incluyen reclamos ' +
      'federales bajo la ley conocida como Sección 1983 (42 U.S.C. § 1983), defensas como la inmunidad ' +
      'calificada y los requisitos de reclamo previo a la demanda que se aplican a las entidades del ' +
      'gobierno. Reunimos videos de cámaras corporales y de cámaras de patrullas, registros de despacho, ' +
      'informes sobre el uso de la fuerza y declaraciones de testigos, y trabajamos con consultores en ' +
      'prácticas policiales.</p>' +
      '<p>Para muchos de nuestros clientes, exigir cuentas significa más que recibir una compensación. ' +
      'Cuando los hechos lo justifican, buscamos cambios en las políticas y la capacitación para que lo ' +
      'que le pasó a nuestro cliente no le pase a otra persona.</p>',
    bulletsHeading: 'Entre los casos de conducta indebida de la policía que llevamos están:',
    bullets: [
      'Uso excesivo de la fuerza, incluidas mordeduras de perros policía y lesiones por Taser',
      'Arrestos indebidos y acusaciones penales maliciosas',
      'Muertes y lesiones en la cárcel',
      'Negación de atención médica a personas bajo custodia',
      'Persecuciones policiales y manejo de emergencia peligrosos',
    ],
    resultIds: [26, 32, 36, 8],
    meta: {
      pageTitle: titleWithFirmName('Abogados de conducta indebida de la policía en Seattle'),
      description:
        'Abogados de derechos civiles en Seattle para personas perjudicadas por fuerza excesiva, arrestos ' +
        `indebidos y descuido bajo custodia. Llame al ${firm.phoneDisplay}.`,
      keywords:
        'abogado de conducta indebida de la policía en Seattle, fuerza excesiva, demanda por derechos ' +
        'civiles, arresto indebido, muerte en la cárcel, Sección 1983',
    },
  },
};

/**
 * The eight practice areas in Spanish, in directory order (the side navigation, the home grid and the
 * overview). Marked pure so the bundler can leave this module out of pages that reach it only for an
 * unrelated export.
 */
export const practiceAreas: PracticeArea[] = /* @__PURE__ */ practiceAreaDirectory.map((listing) => {
  const areaDetails = details[listing.slug];
  return { ...listing, ...areaDetails, meta: { path: practiceAreaPath(listing.slug), ...areaDetails.meta } };
});

export const practiceAreasOverview: { heading: string; introHtml: string; meta: PageMeta } = {
  heading: 'Nuestras áreas de práctica',
  introHtml:
    '<p>Brandt &amp; Okafor representa a personas que han sufrido lesiones graves, y a familias que han ' +
    'perdido a un ser querido, por el descuido de otros. Nuestros casos suelen ser contra demandados ' +
    'poderosos: fabricantes de vehículos y de productos, agencias del gobierno, hospitales y grandes ' +
    'instituciones.</p>' +
    '<p>Mantenemos pocos casos a la vez para que cada cliente trate directamente con un abogado, y ' +
    `preparamos cada caso para juicio desde el primer día. ${spanishLanguageHelp} Las consultas son ` +
    'gratuitas, y llevamos los casos de lesiones personales con honorarios de contingencia, lo que ' +
    'significa que no cobramos honorarios de abogado a menos que obtengamos una compensación para ' +
    'usted.</p>',
  meta: {
    path: '/es/practice-areas/overview',
    pageTitle: titleWithFirmName('Áreas de práctica | Abogados de lesiones personales en Seattle'),
    description:
      'Lesiones catastróficas, gobierno, diseño de carreteras, seguridad de vehículos, negligencia ' +
      'médica, productos defectuosos, abuso sexual y conducta policial.',
    keywords:
      'abogado de lesiones personales en Seattle, áreas de práctica, lesiones catastróficas, productos ' +
      'defectuosos, negligencia médica, diseño de carreteras, conducta indebida de la policía',
  },
};

export const practiceText: PracticeText = {
  kicker: 'Áreas de práctica',
  hotline: 'Línea de ayuda contra el abuso infantil',
  callToAction: 'Hable con un abogado sobre su caso. Las consultas son gratuitas y confidenciales.',
  contactUs: 'Contáctenos',
  sideNav: 'Áreas de práctica',
  results: (area) => `Resultados en ${area.toLowerCase()}`,
  resultsLabel: (area) => `Resultados de casos de ${area.toLowerCase()}`,
  moreResults: 'Más resultados',
};
