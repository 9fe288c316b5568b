import { firm, titleWithFirmName } from './firm';
import { spanishLanguageHelp } from './directory.es';
import type { NewsArticle } from './types';

/**
 * Three of the seed news articles in Spanish, newest first, chosen for what an injured person or a family
 * needs first: the first weeks after a catastrophic injury, the change in the abuse survivors' time limit and
 * a cyclist's insurance and rights. Slugs, dates, categories and `featured` match news.server.ts; only
 * loaders and build-time code import this `.server` module.
 */
export const newsArticles: NewsArticle[] = [
  {
    title: 'Qué hacer en las primeras semanas después de una lesión catastrófica',
    titleShort: 'Después de una lesión catastrófica',
    url: 'what-to-do-after-a-catastrophic-injury',
    author: 'Brandt & Okafor',
    date: '4 de marzo de 2026',
    isoDate: '2026-03-04',
    year: '2026',
    category: 'Catastrophic Injury',
    featured: 'true',
    content:
      '<p>Las semanas que siguen a una lesión grave son abrumadoras. La familia está pendiente de las ' +
      'cirugías, de la rehabilitación y de salir adelante cada día, y los asuntos legales pueden parecer ' +
      'lo menos importante. Sin embargo, algunos de los pasos más importantes para proteger el futuro de ' +
      'la persona lesionada se dan precisamente en estas primeras semanas.</p>' +
      '<h2>Lo primero es la atención médica</h2>' +
      '<p>Siga las indicaciones de los médicos tratantes y no falte a ninguna cita. Los expedientes ' +
      'médicos son la base de cualquier reclamación por lesiones, y las compañías de seguros suelen usar ' +
      'las interrupciones en el tratamiento para argumentar que una lesión es menos grave de lo que ' +
      'realmente es.</p>' +
      '<h2>Conserve las pruebas</h2>' +
      '<ul>' +
      '<li>No permita que se repare, se venda o se tire un vehículo, casco, herramienta o producto ' +
      'dañado.</li>' +
      '<li>Tome fotografías de las lesiones a medida que sanan y del lugar donde ocurrió la lesión.</li>' +
      '<li>Anote los nombres y los números de teléfono de los testigos.</li>' +
      '<li>Guarde las facturas, los recibos, los talones de pago y un diario sencillo de sus síntomas y de ' +
      'lo que ya no puede hacer.</li>' +
      '</ul>' +
      '<h2>Tenga cuidado con las compañías de seguros</h2>' +
      '<p>Es posible que un ajustador de seguros le llame a los pocos días y le pida una declaración ' +
      'grabada o que firme una autorización para ver sus expedientes médicos. Usted no tiene la obligación ' +
      'de darle una declaración a la compañía de seguros de otra persona, y es prudente hablar con un ' +
      'abogado antes de hacerlo. Las primeras ofertas de acuerdo casi nunca toman en cuenta el costo total ' +
      'de la atención médica que se necesitará en el futuro.</p>' +
      '<p>Si tiene preguntas sobre una lesión grave que haya sufrido usted o un familiar, con gusto ' +
      'hablaremos con usted. Las consultas son gratuitas y confidenciales. Nuestra coordinadora de casos ' +
      `nuevos, ${firm.spanishSpeakingIntakeCoordinator}, habla español: puede <a href="/es/contact">escribirnos</a> o llamarnos al ` +
      `<a href="${firm.phoneHref}">${firm.phoneDisplay}</a>.</p>`,
    meta: {
      path: '/es/news-media/what-to-do-after-a-catastrophic-injury',
      pageTitle: titleWithFirmName('Qué hacer después de una lesión catastrófica'),
      description:
        'Pasos prácticos para personas lesionadas y sus familias en las primeras semanas después de una ' +
        'lesión catastrófica: atención médica, pruebas y aseguradoras.',
      keywords:
        'lesión catastrófica, qué hacer después de una lesión, conservar pruebas, ajustador de seguros, ' +
        'abogado de lesiones en Seattle',
    },
  },
  {
    title:
      'En Washington, los sobrevivientes de abuso sexual infantil tienen más tiempo para buscar justicia',
    titleShort: 'Más tiempo para los sobrevivientes',
    url: 'more-time-for-survivors-of-childhood-sexual-abuse',
    author: 'La oficina de Brandt & Okafor',
    date: '20 de enero de 2026',
    isoDate: '2026-01-20',
    year: '2026',
    category: 'Child Sexual Abuse',
    featured: 'false',
    content:
      '<p>Durante muchos años, los sobrevivientes de abuso sexual infantil en Washington se enfrentaban a ' +
      'un plazo de prescripción que podía cerrarles el paso a una demanda civil antes de que estuvieran ' +
      'listos para hablar. Tanto las investigaciones como la experiencia muestran que muchos ' +
      'sobrevivientes no revelan el abuso hasta bien entrada la edad adulta, y algunos nunca lo hacen.</p>' +
      '<p>En 2024, la Legislatura cambió la ley y eliminó el plazo para muchas demandas civiles por abuso ' +
      'sexual sufrido en la infancia. Casi dos años después, todavía atendemos a sobrevivientes que no ' +
      'saben que la ley cambió, o que creen que su plazo venció hace mucho tiempo.</p>' +
      '<p>La forma en que se aplica la nueva ley depende de los hechos de cada caso, entre ellos cuándo ' +
      'ocurrió el abuso y quiénes podrían ser los demandados. Las reclamaciones contra entidades públicas, ' +
      'como los distritos escolares y las agencias del estado, también tienen sus propios requisitos de ' +
      'procedimiento. Una conversación confidencial con un abogado puede ayudarle a entender sus ' +
      'opciones.</p>' +
      '<p>Nuestra firma representa a sobrevivientes en reclamaciones contra iglesias, escuelas, ' +
      'organizaciones juveniles y agencias de cuidado de crianza temporal que no protegieron a los niños ' +
      'que tenían a su cargo. Primero escuchamos, y avanzamos al ritmo en que cada cliente se sienta ' +
      `cómodo. ${spanishLanguageHelp}</p>`,
    meta: {
      path: '/es/news-media/more-time-for-survivors-of-childhood-sexual-abuse',
      pageTitle: titleWithFirmName('Más tiempo para sobrevivientes de abuso sexual infantil'),
      description:
        'En 2024, Washington cambió la ley para dar más tiempo a los sobrevivientes de abuso sexual ' +
        'infantil para presentar demandas civiles. Lo que deben saber hoy.',
      keywords:
        'plazo de prescripción por abuso sexual infantil, ley de abuso en Washington, derechos de los ' +
        'sobrevivientes, demandas civiles, abogado de casos de abuso en Seattle',
    },
  },
  {
    title: 'Choques de bicicleta en Seattle: lesiones, seguros y sus derechos',
    titleShort: 'Choques de bicicleta en Seattle',
    url: 'seattle-bicycle-crashes-insurance-and-your-rights',
    author: 'Brandt & Okafor',
    date: '8 de octubre de 2025',
    isoDate: '2025-10-08',
    year: '2025',
    category: 'Catastrophic Injury',
    featured: 'false',
    content:
      '<p>En Seattle, más personas que nunca andan en bicicleta para ir al trabajo, hacer mandados o ' +
      'pasear. Los carriles protegidos para bicicletas y los senderos han hecho más seguro andar en ' +
      'bicicleta, pero los choques con vehículos todavía causan lesiones graves, sobre todo cuando un ' +
      'camión grande gira atravesando un carril para bicicletas.</p>' +
      '<h2>Los ciclistas tienen los mismos derechos que los conductores</h2>' +
      '<p>Según la ley de Washington, una persona que anda en bicicleta por la calle tiene, por lo ' +
      'general, los mismos derechos y obligaciones que el conductor de un vehículo. Los conductores deben ' +
      'ceder el paso cuando giran atravesando un carril para bicicletas y deben dejar una distancia segura ' +
      'cuando pasan a un ciclista.</p>' +
      '<h2>Su propio seguro de auto puede ayudarle</h2>' +
      '<p>Muchos ciclistas no saben que la cobertura de protección contra lesiones personales ' +
      '(<span lang="en">PIP</span>, por sus siglas en inglés) y la cobertura para conductores con seguro ' +
      'insuficiente de su propia póliza de auto pueden aplicarse cuando los atropellan mientras andan en ' +
      'bicicleta. Estas coberturas pueden pagar gastos médicos y salarios perdidos, y pueden cubrir la ' +
      'diferencia cuando el conductor culpable tiene muy poco seguro.</p>' +
      '<p>Washington sigue un sistema de culpa comparativa, así que un ciclista lesionado puede recibir ' +
      'una compensación aunque una compañía de seguros alegue que él o ella tuvo parte de la culpa. Si se ' +
      'lesionó mientras andaba en bicicleta, guarde la bicicleta y el casco tal como quedaron después del ' +
      'choque, y hable con un abogado antes de dar una declaración grabada.</p>',
    meta: {
      path: '/es/news-media/seattle-bicycle-crashes-insurance-and-your-rights',
      pageTitle: titleWithFirmName('Choques de bicicleta en Seattle: sus derechos'),
      description:
        'Lo que deben saber los ciclistas de Seattle después de un choque: preferencia de paso, cobertura ' +
        'PIP, conductores con seguro insuficiente y culpa comparativa.',
      keywords:
        'abogado de accidentes de bicicleta en Seattle, choque en carril para bicicletas, derechos de los ' +
        'ciclistas, cobertura PIP, conductor con seguro insuficiente, culpa comparativa',
    },
  },
];
