import type { CaseResult, PageMeta } from './types';
import { titleWithFirmName } from './firm';
import type { ResultsText } from './ui';

/**
 * The case results in Spanish: the same ids, order and amounts as results.ts. `settlementType` keeps the
 * English key, which the screen translates.
 */
export const caseResults: CaseResult[] = [
  {
    id: 1,
    settlementAmount: '$18,130,554',
    settlementType: 'Verdict',
    caseType: 'Diseño de carreteras',
    description:
      'Un jurado del condado de Skagit emitió este veredicto a favor de un conductor de 24 años que quedó ' +
      'cuadripléjico cuando su automóvil se salió de una curva cerrada en una carretera estatal que no ' +
      'tenía suficientes señales de advertencia ni barrera de contención. Las pruebas demostraron que en ' +
      'esa curva ya habían ocurrido muchos accidentes de vehículos que se salían de la carretera.',
  },
  {
    id: 2,
    settlementAmount: '$14.2 millones',
    settlementType: 'Settlement',
    caseType: 'Negligencia en un hogar de crianza temporal',
    description:
      'Acuerdo a favor de cuatro hermanos que sufrieron abuso en un hogar de crianza temporal con licencia ' +
      'en el condado de Pierce. Los trabajadores sociales habían recibido denuncias anteriores sobre ese ' +
      'hogar y no hicieron nada al respecto.',
  },
  {
    id: 3,
    settlementAmount: '$12.5 millones',
    settlementType: 'Settlement',
    caseType: 'Responsabilidad por vehículos defectuosos',
    description:
      'Un pasajero del asiento delantero sufrió una lesión de la médula espinal cuando el respaldo de su ' +
      'asiento se venció hacia atrás en un choque por alcance en la Interestatal 5, cerca de Federal Way. ' +
      'La reclamación sostenía que el asiento era demasiado débil para proteger a los ocupantes en un ' +
      'choque previsible.',
  },
  {
    id: 4,
    settlementAmount: '$10.8 millones',
    settlementType: 'Verdict',
    caseType: 'Choque entre bicicleta y camión',
    description:
      'Un jurado del condado de King declaró responsable a una empresa de reparto después de que su camión ' +
      'de caja giró a la derecha atravesando un carril para bicicletas señalizado en el centro de Seattle ' +
      'y le causó a un ciclista lesiones catastróficas en la pierna y la pelvis.',
  },
  {
    id: 5,
    settlementAmount: '$9.75 millones',
    settlementType: 'Multi-Defendant Settlement',
    caseType: 'Accidente en una obra de construcción',
    description:
      'Un trabajador de estructuras de acero cayó tres pisos por una abertura sin protección en el piso de ' +
      'la obra de un edificio de gran altura en Bellevue. El contratista general y dos subcontratistas ' +
      'contribuyeron al acuerdo.',
  },
  {
    id: 6,
    settlementAmount: '$8.6 millones',
    settlementType: 'Settlement',
    caseType: 'Abuso sexual por parte del clero',
    description:
      'Acuerdo a favor de tres hombres que, cuando eran monaguillos, sufrieron abuso sexual por parte del ' +
      'sacerdote de su parroquia en Spokane durante la década de 1980. Las autoridades de la Iglesia ' +
      'habían recibido advertencias sobre ese sacerdote antes de asignarlo a la parroquia.',
  },
  {
    id: 7,
    settlementAmount: '$7.9 millones',
    settlementType: 'Verdict',
    caseType: 'Negligencia médica',
    description:
      'Un jurado del condado de Snohomish determinó que un servicio de urgencias no reconoció las señales ' +
      'de un derrame cerebral en una mujer de 52 años, a quien enviaron a su casa y que quedó con ' +
      'parálisis permanente en un lado del cuerpo.',
  },
  {
    id: 8,
    settlementAmount: '$7.25 millones',
    settlementType: 'Settlement',
    caseType: 'Responsabilidad del gobierno',
    description:
      'Acuerdo con un condado a favor de la familia de un adolescente que murió cuando un ayudante del ' +
      'sheriff se pasó un semáforo en rojo a alta velocidad, sin luces ni sirena, mientras atendía una ' +
      'llamada que no era de emergencia en Kent.',
  },
  {
    id: 9,
    settlementAmount: '$6.8 millones',
    settlementType: 'Settlement',
    caseType: 'Responsabilidad por vehículos defectuosos',
    description:
      'El techo de una camioneta deportiva (SUV) se hundió hacia adentro durante un vuelco en la carretera ' +
      'federal U.S. 2, cerca de Wenatchee, y el conductor, que llevaba puesto el cinturón de seguridad, ' +
      'sufrió una lesión grave de la columna. La reclamación sostenía que el techo no tenía el refuerzo ' +
      'adecuado.',
  },
  {
    id: 10,
    settlementAmount: '$6.1 millones',
    settlementType: 'Settlement',
    caseType: 'Abuso sexual',
    description:
      'Un distrito escolar del oeste de Washington llegó a un acuerdo con dos exalumnos de escuela ' +
      'intermedia que sufrieron abuso por parte de un maestro, cuya conducta inapropiada se había ' +
      'informado a la administración años antes.',
  },
  {
    id: 11,
    settlementAmount: '$5.5 millones',
    settlementType: 'Settlement',
    caseType: 'Accidente de bicicleta',
    description:
      'Un ciclista sufrió una lesión cerebral traumática cuando la rueda de su bicicleta quedó atrapada en ' +
      'una junta profunda y sin señalizar del pavimento de una avenida principal de Tacoma. La ciudad ' +
      'llevaba más de un año recibiendo quejas sobre esa junta.',
  },
  {
    id: 12,
    settlementAmount: '$5.2 millones',
    settlementType: 'Verdict',
    caseType: 'Accidente automovilístico',
    description:
      'Un jurado del condado de Yakima otorgó este veredicto a una madre de dos hijos que resultó ' +
      'lesionada en un choque de frente con un conductor intoxicado que cruzó la línea central en la ' +
      'carretera estatal 24.',
  },
  {
    id: 13,
    settlementAmount: '$4.85 millones',
    settlementType: 'Settlement',
    caseType: 'Diseño de carreteras',
    description:
      'Acuerdo a favor de una familia que resultó lesionada cuando una camioneta pickup que venía en ' +
      'sentido contrario cruzó la mediana, que no tenía barrera, de la Interestatal 90, cerca de Issaquah. ' +
      'La reclamación se centró en la falta de una barrera central en un tramo donde ya habían ocurrido ' +
      'otros choques de vehículos que cruzaron la mediana.',
  },
  {
    id: 14,
    settlementAmount: '$4.5 millones',
    settlementType: 'Multi-Defendant Settlement',
    caseType: 'Responsabilidad por productos defectuosos',
    description:
      'Un trabajador de un almacén en Kent perdió su mano dominante en una prensa empacadora industrial ' +
      'que se vendió sin un protector con bloqueo de seguridad. El fabricante, el distribuidor y el ' +
      'instalador contribuyeron al acuerdo.',
  },
  {
    id: 15,
    settlementAmount: '$4.1 millones',
    settlementType: 'Settlement',
    caseType: 'Diseño de cascos',
    description:
      'Un motociclista que llevaba un casco certificado sufrió una lesión cerebral en una caída a baja ' +
      'velocidad en Olympia. La reclamación sostenía que el forro interior del casco era demasiado rígido ' +
      'para absorber un impacto común.',
  },
  {
    id: 16,
    settlementAmount: '$3.9 millones',
    settlementType: 'Settlement',
    caseType: 'Responsabilidad del gobierno',
    description:
      'Acuerdo con un condado a favor de la familia de un hombre que murió en la cárcel después de que el ' +
      'personal ignoró durante dos días sus repetidas solicitudes de atención médica. El condado también ' +
      'aceptó hacer cambios en la evaluación médica de las personas detenidas en su cárcel.',
  },
  {
    id: 17,
    settlementAmount: '$3.6 millones',
    settlementType: 'Settlement',
    caseType: 'Negligencia en un hogar de ancianos',
    description:
      'Una residente de 81 años de un centro de enfermería especializada en Everett desarrolló úlceras por ' +
      'presión graves e infectadas porque el centro no la cambiaba de posición y no resolvió la falta de ' +
      'personal.',
  },
  {
    id: 18,
    settlementAmount: '$3.25 millones',
    settlementType: 'Settlement',
    caseType: 'Abuso por parte del clero',
    description:
      'Acuerdo a favor de una mujer que, cuando era adolescente, sufrió abuso por parte de un pastor de ' +
      'jóvenes en una iglesia de Vancouver, Washington, después de que los líderes de la iglesia lo ' +
      'trasladaron a otra congregación en lugar de denunciarlo.',
  },
  {
    id: 19,
    settlementAmount: '$3.1 millones',
    settlementType: 'Settlement',
    caseType: 'Negligencia médica',
    description:
      'Un hospital de Bremerton llegó a un acuerdo para resolver las reclamaciones por una cesárea tardía ' +
      'que le causó a un recién nacido una lesión cerebral permanente por falta de oxígeno.',
  },
  {
    id: 20,
    settlementAmount: '$2.9 millones',
    settlementType: 'Verdict',
    caseType: 'Responsabilidad por propiedades inseguras',
    description:
      'Un jurado del condado de Thurston declaró responsable al dueño de un edificio de apartamentos ' +
      'después de que un balcón podrido del segundo piso se desplomó bajo un inquilino. El dueño había ' +
      'aplazado las reparaciones que se recomendaron en una inspección anterior.',
  },
  {
    id: 21,
    settlementAmount: '$2.75 millones',
    settlementType: 'Settlement',
    caseType: 'Responsabilidad por medicamentos defectuosos',
    description:
      'Una mujer del condado de Kitsap sufrió una reacción grave en la piel después de tomar un ' +
      'medicamento recetado cuya etiqueta no advertía adecuadamente sobre ese riesgo. Pasó varias semanas ' +
      'en una unidad de quemados.',
  },
  {
    id: 22,
    settlementAmount: '$2.5 millones',
    settlementType: 'Settlement',
    caseType: 'Enfermedad transmitida por alimentos',
    description:
      'Un niño de seis años de Renton desarrolló síndrome urémico hemolítico y daño en los riñones después ' +
      'de comer en un restaurante carne molida mal cocida y contaminada con la bacteria E. coli O157:H7.',
  },
  {
    id: 23,
    settlementAmount: '$2.3 millones',
    settlementType: 'Settlement',
    caseType: 'Accidente en una obra de construcción',
    description:
      'Un trabajador de una empresa de servicios públicos sufrió lesiones por aplastamiento cuando se ' +
      'derrumbó una zanja sin apuntalar en un desarrollo residencial de Lynnwood. El contratista de ' +
      'excavación no había usado una caja de protección para zanjas.',
  },
  {
    id: 24,
    settlementAmount: '$2.1 millones',
    settlementType: 'Settlement',
    caseType: 'Abuso sexual',
    description:
      'Una organización deportiva juvenil llegó a un acuerdo con un exmiembro que sufrió abuso por parte ' +
      'de un entrenador voluntario en Spokane Valley. La organización no había verificado los antecedentes ' +
      'del entrenador ni había hecho cumplir sus propias reglas de supervisión.',
  },
  {
    id: 25,
    settlementAmount: '$1.95 millones',
    settlementType: 'Settlement',
    caseType: 'Accidente automovilístico',
    description:
      'Un peatón que cruzaba por un paso peatonal señalizado en el barrio de Capitol Hill, en Seattle, ' +
      'sufrió una fractura de pelvis y una lesión cerebral cuando un conductor que giraba a la izquierda ' +
      'no le cedió el paso.',
  },
  {
    id: 26,
    settlementAmount: '$1.8 millones',
    settlementType: 'Settlement',
    caseType: 'Responsabilidad del gobierno',
    description:
      'Acuerdo con una ciudad a favor de un hombre que sufrió fracturas en la cara cuando unos agentes lo ' +
      'tiraron al suelo durante una detención de tránsito, aunque él no se estaba resistiendo. El video de ' +
      'las cámaras corporales confirmó su versión de los hechos.',
  },
  {
    id: 27,
    settlementAmount: '$1.65 millones',
    settlementType: 'Settlement',
    caseType: 'Accidente de bicicleta',
    description:
      'Un ciclista que iba a su trabajo por el sendero Burke-Gilman fue atropellado por un conductor que ' +
      'salió de una entrada privada sin mirar. Sufrió lesiones en el hombro y la muñeca que requirieron ' +
      'varias cirugías.',
  },
  {
    id: 28,
    settlementAmount: '$1.5 millones',
    settlementType: 'Settlement',
    caseType: 'Negligencia en un hogar de crianza temporal',
    description:
      'Acuerdo a favor de una niña a la que colocaron en un hogar de crianza temporal con exceso de niños ' +
      'en Yakima, donde otra persona que vivía allí la maltrató físicamente. La agencia que hizo la ' +
      'colocación no había realizado las visitas obligatorias al hogar.',
  },
  {
    id: 29,
    settlementAmount: '$1.35 millones',
    settlementType: 'Settlement',
    caseType: 'Diseño de carreteras',
    description:
      'Un conductor sufrió lesiones graves una noche en una zona de obras de una carretera cerca de ' +
      'Tumwater, donde un cambio de carril estaba mal señalizado y la barrera temporal no tenía ' +
      'delineadores reflectantes.',
  },
  {
    id: 30,
    settlementAmount: '$1.2 millones',
    settlementType: 'Settlement',
    caseType: 'Negligencia en un hogar de ancianos',
    description:
      'Una residente de un centro de cuidado de la memoria en Bellingham se fracturó la cadera en una ' +
      'caída que nadie presenció, porque el centro no siguió su plan de cuidado, que indicaba una alarma ' +
      'de cama y revisiones cada hora.',
  },
  {
    id: 31,
    settlementAmount: '$1.1 millones',
    settlementType: 'Settlement',
    caseType: 'Responsabilidad por propiedades inseguras',
    description:
      'Un cliente de un supermercado en Auburn sufrió una lesión grave en la rodilla al resbalar en el ' +
      'agua de una fuga que los empleados conocían desde hacía horas y que no habían limpiado ni ' +
      'señalizado.',
  },
  {
    id: 32,
    settlementAmount: '$975,000',
    settlementType: 'Settlement',
    caseType: 'Responsabilidad del gobierno',
    description:
      'Un perro policía que soltaron durante una búsqueda en Federal Way mordió varias veces a un ' +
      'transeúnte, aunque él no era sospechoso. La ciudad llegó a un acuerdo y cambió sus normas sobre el ' +
      'uso de perros policía.',
  },
  {
    id: 33,
    settlementAmount: '$850,000',
    settlementType: 'Settlement',
    caseType: 'Enfermedad transmitida por alimentos',
    description:
      'Varios invitados a una boda con servicio de banquete en Walla Walla fueron hospitalizados por ' +
      'infecciones de salmonela que se atribuyeron a alimentos mal conservados. Este monto resolvió las ' +
      'reclamaciones del invitado con las lesiones más graves.',
  },
  {
    id: 34,
    settlementAmount: '$725,000',
    settlementType: 'Settlement',
    caseType: 'Responsabilidad por productos defectuosos',
    description:
      'Un hombre de Puyallup sufrió quemaduras en la cara y las manos cuando una olla de presión se abrió ' +
      'en su casa mientras todavía tenía presión. La reclamación sostenía que el mecanismo de cierre de la ' +
      'tapa era defectuoso.',
  },
  {
    id: 35,
    settlementType: 'Settlement',
    caseType: 'Abuso sexual por parte del clero',
    description:
      'Acuerdo a favor de un hombre que sufrió abuso cuando era niño por parte de un sacerdote que ' +
      'enseñaba en una escuela parroquial de Seattle. El monto es confidencial a petición del cliente.',
  },
  {
    id: 36,
    settlementType: 'Settlement',
    caseType: 'Responsabilidad del gobierno',
    description:
      'Acuerdo confidencial a favor de una mujer que resultó lesionada durante un arresto injustificado en ' +
      'el condado de Pierce. Como parte del acuerdo, la agencia se comprometió a dar a sus agentes una ' +
      'nueva capacitación en técnicas para calmar situaciones tensas.',
  },
];

export const resultsMeta: PageMeta = {
  path: '/es/results',
  pageTitle: titleWithFirmName('Resultados de casos | Abogados de lesiones en Seattle'),
  description:
    'Veredictos y acuerdos que Brandt & Okafor ha obtenido para personas lesionadas en Washington. Los ' +
    'resultados anteriores no garantizan un resultado similar.',
  keywords:
    'resultados de casos, veredictos, acuerdos, abogados de lesiones personales en Seattle, abogados ' +
    'litigantes en Washington, Brandt & Okafor',
};

export const resultsText: ResultsText = {
  heading: 'Resultados de casos',
  kicker: 'Veredictos y acuerdos',
  listLabel: 'Todos los resultados de casos',
  footnote:
    'Los resultados anteriores no garantizan un resultado similar. Cada caso depende de sus propios hechos y ' +
    'de la ley aplicable. Las cantidades son montos brutos recuperados, antes de honorarios y gastos.',
};
