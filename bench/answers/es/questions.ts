import type { Question } from '../question-set.js';

/** Preguntas tal como las escriben los clientes, con la página que las responde. */
export const questions: readonly Question[] = [
  ['¿a qué hora abrís?', 'horario'],
  ['horario', 'horario'],
  ['¿abren los domingos?', 'horario'],
  ['¿cerráis en agosto?', 'horario'],
  ['¿abrís por la tarde en verano?', 'horario'],
  ['¿qué días abrís?', 'horario'],
  ['¿cuál es la dirección?', 'como-llegar'],
  ['¿dónde estáis?', 'como-llegar'],
  ['¿se puede aparcar cerca?', 'como-llegar'],
  ['parking', 'como-llegar'],
  ['¿qué autobús me deja cerca?', 'como-llegar'],
  ['¿tenéis algo sin gluten?', 'alergenos'],
  ['soy celíaca', 'alergenos'],
  ['intolerante a la lactosa', 'alergenos'],
  ['alergia a los frutos secos', 'alergenos'],
  ['¿hay opciones veganas?', 'alergenos'],
  ['haceis tartas de cumpleaños', 'tartas'],
  ['tarta para una comunión', 'tartas'],
  ['¿con cuánta antelación encargo una tarta?', 'tartas'],
  ['¿hacéis reparto a domicilio?', 'envios'],
  ['¿cuánto cuesta el envío?', 'envios'],
  ['¿repartís?', 'envios'],
  ['¿llegáis a Triana?', 'envios'],
  ['¿me lo podéis traer a casa?', 'envios'],
  ['¿buscáis personal?', 'trabaja-con-nosotros'],
  ['ofertas de empleo', 'trabaja-con-nosotros'],
  ['busco curro', 'trabaja-con-nosotros'],
  ['¿necesitáis camarero?', 'trabaja-con-nosotros'],
  ['¿puedo pagar con tarjeta?', 'formas-de-pago'],
  ['bizum', 'formas-de-pago'],
  ['¿aceptáis efectivo?', 'formas-de-pago'],
  ['¿desde cuándo existe la panadería?', 'nuestra-historia'],
  ['¿quiénes son los dueños?', 'nuestra-historia'],
  ['¿hacéis catering para comuniones?', 'catering'],
  ['desayuno para la oficina', 'catering'],
  ['¿cuánto vale un café con leche?', 'carta'],
  ['precio del moyete', 'carta'],
  ['teléfono', 'contacto'],
  ['email', 'contacto'],
  ['cancelar un pedido', 'devoluciones'],
  // Ninguna página lo dice: el agente debe decir que no lo sabe.
  ['¿tenéis wifi?', null],
  ['¿se admiten perros?', null],
  ['¿tenéis terraza?', null],
  ['¿hay tarjeta de cliente para acumular puntos?', null],
  ['¿vendéis helados?', null],
];

/** Palabras funcionales del español (se dejan fuera al decidir qué preguntas son difíciles). */
export const functionWords = (
  'el la los las un una unos unas y o de del a al en con por para que qué se es son está están estáis estás sois soy me te lo le les mi mis ' +
  'tu tus su sus vosotros nos hay cuál cual cómo como dónde donde cuándo cuando cuánto cuanto cuánta cuanta puedo puede podéis hacéis haceis ' +
  'tenéis tenemos algo muy más sin ya no sí'
).split(' ');
