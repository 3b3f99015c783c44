import type { SitePage } from '../question-set.js';

/** Horno La Espiga, panadería y pastelería de barrio en Sevilla. */
export const pages: readonly SitePage[] = [
  {
    slug: 'horario',
    title: 'Horario',
    content: `Abrimos de lunes a sábado, de 8:00 a 14:30 y de 17:30 a 21:00. Los domingos y festivos, solo por la mañana, de 9:00 a 14:00.

## Verano

En julio y agosto cerramos por las tardes: el calor de Sevilla no perdona, y el obrador tampoco. La segunda quincena de agosto cerramos por vacaciones.

## Semana Santa y Navidad

En Semana Santa mantenemos el horario de festivos. El 25 de diciembre y el 1 de enero descansamos.`,
  },
  {
    slug: 'como-llegar',
    title: 'Cómo llegar',
    content: `Estamos en la calle Feria, 34, en pleno barrio de la Macarena, a dos pasos del mercado de la Feria.

## En transporte público

Las líneas de autobús 13 y 14 paran en la plaza del Pumarejo, a tres minutos andando. Desde la Alameda de Hércules se llega en cinco minutos a pie.

## En coche

Aparcar en el centro es complicado. El parking público más cercano está en la Alameda de Hércules, a unos siete minutos andando. Si vienes a recoger un encargo grande, puedes parar un momento en la puerta para cargar.`,
  },
  {
    slug: 'alergenos',
    title: 'Alérgenos y sin gluten',
    content: `Trabajamos en un único obrador donde usamos a diario trigo, huevo, leche, frutos secos y sésamo, así que no podemos descartar trazas en ningún producto.

## Para celíacos

Los martes y los viernes horneamos pan y magdalenas sin gluten en la primera hornada de la mañana, antes de sacar la harina de trigo. Aun así, no somos un obrador certificado para celíacos: si tu intolerancia es severa, pregúntanos antes de comprar.

## Sin lactosa y veganos

El pan de masa madre no lleva leche ni mantequilla. Las torrijas de Cuaresma las hacemos también en versión vegana.

## Información de alérgenos

Cada producto tiene en el mostrador su ficha con los 14 alérgenos. Pídenosla sin problema.`,
  },
  {
    slug: 'tartas',
    title: 'Tartas por encargo',
    content: `Cumpleaños, bodas, bautizos, comuniones: hacemos la tarta que tengas en mente.

## Cómo encargarla

Pásate por la tienda o llámanos con al menos 48 horas de antelación (tres semanas para tartas de boda). Dinos para cuántas personas, el sabor y si quieres un mensaje.

## Precios

Las tartas de 8 raciones empiezan en 24 € y las de 12 raciones en 34 €. Una foto comestible son 5 € más. Al encargarla pedimos una señal de 10 €.

## Recogida

Se recogen en la tienda el día acordado. Las tartas de boda las llevamos nosotros al salón, dentro de Sevilla capital.`,
  },
  {
    slug: 'envios',
    title: 'Envío a domicilio',
    content: `Te llevamos el pan recién hecho a casa. Haz tu pedido en la web antes de las 21:00 y lo recibes a la mañana siguiente, entre las 7:30 y las 9:00, de martes a sábado.

## Zonas

Casco Antiguo, Macarena, Triana, Nervión y Los Remedios. Si vives en otro barrio, llámanos y lo vemos.

## Precio

El envío cuesta 2,50 €, y es gratis en pedidos de más de 20 €.`,
  },
  {
    slug: 'trabaja-con-nosotros',
    title: 'Trabaja con nosotros',
    content: `Somos doce personas entre el obrador, la tienda y la cafetería, y buscamos gente con ganas.

## Puestos abiertos

- Panadero/a para el turno de noche, jornada completa.
- Dependiente/a para fines de semana, media jornada.
- Camarero/a para la cafetería, de lunes a viernes por las mañanas.

## Cómo apuntarte

Manda tu currículum a equipo@hornolaespiga.es o tráelo a la tienda. Contestamos a todo el mundo.`,
  },
  {
    slug: 'formas-de-pago',
    title: 'Formas de pago',
    content: `Puedes pagar en efectivo, con tarjeta de débito o crédito, con el móvil, o por Bizum al 654 21 87 30 indicando tu nombre.

Los pedidos online y los encargos se pagan con tarjeta al reservar.

## Empresas

Bares y restaurantes que nos compran pan a diario pueden pagar por transferencia a fin de mes, con factura.`,
  },
  {
    slug: 'nuestra-historia',
    title: 'Nuestra historia',
    content: `En 1987 mi abuela Carmen abrió un pequeño horno en la calle Feria, con un horno de leña y las recetas de su madre. Hoy lo llevamos sus nietos, Lucía y Javier, con las mismas recetas de pestiños, torrijas y mantecados.

## Cómo trabajamos

Hacemos el pan con masa madre, fermentaciones largas y harinas de molinos andaluces. No usamos masas congeladas: todo sale del obrador cada madrugada.`,
  },
  {
    slug: 'catering',
    title: 'Catering y celebraciones',
    content: `## Desayunos de empresa

Molletes, tostadas, bollería y zumo natural para reuniones y desayunos de trabajo, desde 10 personas. Te lo llevamos a la oficina.

## Comuniones, bautizos y cumpleaños

Preparamos mesas dulces y bandejas de salados para tu celebración: montaditos, empanadas y saladitos. Cuéntanos cuántos invitados seréis y te pasamos presupuesto sin compromiso.`,
  },
  {
    slug: 'carta',
    title: 'Carta y precios',
    content: `## Para desayunar

- Mollete con aceite y tomate: 2,20 €
- Tostada de jamón: 3,80 €
- Café con leche: 1,50 €
- Zumo de naranja natural: 2,50 €

## Pan

- Pan de masa madre (750 g): 3,60 €
- Barra de pueblo: 1,20 €

## Dulces de temporada

- Torrijas (en Cuaresma): 2 € la unidad
- Pestiños (en Semana Santa): 12 € el kilo`,
  },
  {
    slug: 'contacto',
    title: 'Contacto',
    content: `Teléfono: 954 37 12 08

WhatsApp: 654 21 87 30 (respondemos de lunes a sábado)

Correo: hola@hornolaespiga.es

Síguenos en Instagram, @hornolaespiga, para ver lo que sale del horno cada día.`,
  },
  {
    slug: 'devoluciones',
    title: 'Cambios y devoluciones',
    content: `## Si algo no está bien

Si un producto no está en buen estado, tráenoslo con el tique en un plazo de tres días y te lo cambiamos o te devolvemos el dinero.

## Anular un encargo

Si anulas una tarta con más de cinco días de antelación, te devolvemos la señal entera. Después ya no, porque ya hemos comprado el género.`,
  },
];
