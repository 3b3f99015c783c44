import type { SitePage } from '../../question-set.js';

/** Albufera Idiomas, una academia de idiomas del barrio de Ruzafa, en Valencia. */
export const pages: readonly SitePage[] = [
  {
    slug: 'horario',
    title: 'Horario',
    content: `## Secretaría

De lunes a jueves, de 10:00 a 14:00 y de 16:30 a 21:00. Los viernes, solo por la mañana, de 10:00 a 14:00.

## Clases

Las clases en grupo se imparten de lunes a jueves entre las 9:00 y las 21:30, en sesiones de una hora y media dos días por semana (lunes y miércoles o martes y jueves). Los sábados por la mañana hay grupos intensivos de tres horas.

## Calendario

El curso va de finales de septiembre a mediados de junio y sigue el calendario escolar de la Comunidad Valenciana: no hay clase en Fallas, Semana Santa ni Navidad. En julio abrimos solo para los cursos de verano y en agosto cerramos.`,
  },
  {
    slug: 'como-llegar',
    title: 'Cómo llegar',
    content: `Albufera Idiomas, calle de Cádiz 58, 1.º, 46006 Valencia.

## Transporte público

Metro: estación Bailén (líneas 3 y 5), a cinco minutos andando. Autobuses EMT: líneas 6, 8 y 26, parada Sueca–Cádiz.

## En bici

Hay una estación de Valenbisi en la esquina con la calle Sueca, y podéis subir vuestra bici al patio interior.

## En coche

En Ruzafa aparcar es complicado. El aparcamiento más cercano es el de la plaza del Barón de Cortes, a tres minutos.`,
  },
  {
    slug: 'cursos',
    title: 'Nuestros cursos',
    content: `## Idiomas

Inglés, francés, alemán e italiano, y español para extranjeros. Todos los profesores son nativos o tienen un nivel C2 acreditado.

## Niveles

Seguimos el Marco Común Europeo de Referencia: de A1 (principiante absoluto) a C2. Cada nivel se completa en un curso académico.

## Grupos reducidos

Nunca más de ocho alumnos por aula, para que todo el mundo hable en cada clase.

## Adultos, adolescentes y peques

Tenemos grupos para adultos, para adolescentes de 12 a 17 años y para niños a partir de 4 años, con una metodología basada en el juego y las canciones.`,
  },
  {
    slug: 'precios',
    title: 'Tarifas',
    content: `## Cursos en grupo

- Adultos y adolescentes, 3 horas semanales: 89 € al mes
- Niños, 2 horas semanales: 65 € al mes
- Intensivo de sábado, 3 horas: 79 € al mes

## Clases individuales

- Presencial: 32 € la hora
- Online: 28 € la hora
- Bono de 10 horas: 280 € presencial, 250 € online

## Material

El libro de texto no está incluido; lo podéis comprar en la academia o en cualquier librería. El material de los grupos infantiles sí está incluido.`,
  },
  {
    slug: 'matricula',
    title: 'Inscripción',
    content: `## Plazos

La inscripción para el nuevo curso se abre el 1 de junio para el alumnado actual y el 15 de junio para todo el mundo. Si queda sitio, podéis incorporaros a un grupo en cualquier momento del año.

## Cómo apuntarse

Rellenad el formulario de la web o venid a secretaría. Para reservar plaza se paga la cuota de inscripción de 40 € (gratis si ya estudiabais con nosotros el curso pasado).

## Antes de empezar

Salvo que seáis principiantes absolutos, os pediremos que hagáis primero la prueba de nivel.`,
  },
  {
    slug: 'prueba-de-nivel',
    title: 'Prueba de nivel',
    content: `¿No sabes en qué grupo encajas? Haz la prueba de nivel, gratuita y sin compromiso.

## En qué consiste

Un test escrito de gramática y vocabulario en línea (unos 30 minutos) y una breve conversación con un profesor, en la academia o por videollamada (unos 10 minutos).

## Resultados

Te decimos tu nivel y te recomendamos un grupo en un plazo de 48 horas.`,
  },
  {
    slug: 'examenes-oficiales',
    title: 'Exámenes oficiales',
    content: `## Preparación

Preparamos los exámenes de Cambridge (B1 Preliminary, B2 First, C1 Advanced), el DELF y el DALF de francés y el Goethe-Zertifikat de alemán. Son grupos de cuatro horas semanales que trabajan todas las partes del examen con simulacros en condiciones reales.

## Centro examinador

Somos centro preparador oficial de Cambridge: podéis hacer el examen en nuestras instalaciones, en convocatorias de marzo, junio y diciembre. Las tasas del examen se pagan aparte, a la entidad examinadora.

## Resultados

El 92 % de nuestro alumnado aprobó su examen el curso pasado.`,
  },
  {
    slug: 'clases-particulares',
    title: 'Clases individuales y online',
    content: `## A tu ritmo

Clases uno a uno con el horario que mejor te venga, para preparar una entrevista de trabajo, una mudanza al extranjero o simplemente para avanzar más rápido.

## Por videollamada

Todas nuestras clases individuales pueden hacerse por Zoom o Google Meet, con los mismos profesores y el mismo material que en el aula.

## Para empresas

Impartimos formación en las oficinas de vuestra empresa. Gestionamos la bonificación a través de FUNDAE, para que la formación os salga prácticamente gratis.`,
  },
  {
    slug: 'verano',
    title: 'Cursos de verano',
    content: `## Campus de verano para niños

Del 24 de junio al 26 de julio, de 9:00 a 14:00, para niños de 5 a 12 años. Inglés a través de juegos, talleres y excursiones. Se puede reservar por semanas: 120 € la semana, almuerzo incluido.

## Intensivos para adultos

En julio, tres horas diarias de lunes a viernes durante tres semanas: el equivalente a medio curso. 290 €.`,
  },
  {
    slug: 'formas-de-pago',
    title: 'Pagos y descuentos',
    content: `## Cómo pagar

Las mensualidades se cobran por domiciliación bancaria entre el 1 y el 5 de cada mes. Las clases individuales, los cursos de verano y el material se pueden pagar con tarjeta, Bizum o en efectivo en secretaría.

## Descuentos

- 10 % para hermanos y familiares que estudian en la academia
- 10 % para familias numerosas y personas desempleadas (con documento acreditativo)
- 5 % si pagáis el curso completo por adelantado

Los descuentos no son acumulables.`,
  },
  {
    slug: 'trabaja-con-nosotros',
    title: 'Trabaja con nosotros',
    content: `Siempre buscamos buenos profesores, sobre todo de inglés y alemán.

## Qué pedimos

Nativo o nivel C2, formación en enseñanza de idiomas (CELTA, DELTA, máster o equivalente) y ganas de dar clases dinámicas. Valoramos experiencia con niños y con exámenes oficiales.

## Qué ofrecemos

Contrato para todo el curso, formación continua y un equipo majo.

## Cómo enviar la candidatura

Manda tu currículum y una carta de presentación a empleo@albuferaidiomas.es.`,
  },
  {
    slug: 'quienes-somos',
    title: 'Quiénes somos',
    content: `## Nuestra historia

Albufera Idiomas nació en 2009, cuando Marta Soler y Paul Jenkins, profesora valenciana y profesor de Manchester, decidieron montar la academia en la que les habría gustado aprender. Empezaron con dos aulas y treinta alumnos; hoy son doce aulas y más de seiscientos alumnos cada curso.

## Cómo enseñamos

Se aprende hablando. En nuestras clases el profesor habla poco y el alumno mucho, desde el primer día.`,
  },
  {
    slug: 'contacto',
    title: 'Contacto',
    content: `## Teléfono y WhatsApp

963 41 52 07 (en horario de secretaría). Por WhatsApp, al 622 18 49 30.

## Correo electrónico

info@albuferaidiomas.es. Contestamos en 24 horas laborables.

## Redes

Seguidnos en Instagram y Facebook: @albuferaidiomas.`,
  },
  {
    slug: 'normas',
    title: 'Normas de la academia',
    content: `## Faltas de asistencia

Las clases en grupo a las que no asistáis no se recuperan ni se descuentan. Si faltáis a una clase individual, avisad con 24 horas de antelación y la cambiamos de día sin coste.

## Darse de baja

Para dejar el curso, comunicadlo en secretaría o por correo antes del día 25 del mes anterior; si no, se cobrará la mensualidad siguiente. La cuota de inscripción no se devuelve.

## Cambios de grupo

Si el nivel no os encaja, durante el primer mes os cambiamos de grupo sin ningún problema.`,
  },
];
