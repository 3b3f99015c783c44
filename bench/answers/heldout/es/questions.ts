import type { Question } from '../../question-set.js';

/** Preguntas tal como las escriben los visitantes, con la página que las responde (null: ninguna). */
export const questions: readonly Question[] = [
  ['¿cuándo abrís?', 'horario'],
  ['¿hay clase en fallas?', 'horario'],
  ['horario de secretaria', 'horario'],
  ['¿abrís en agosto?', 'horario'],
  ['¿dónde queda la academia?', 'como-llegar'],
  ['metro mas cercano', 'como-llegar'],
  ['parking?', 'como-llegar'],
  ['cuantos alumnos por clase', 'cursos'],
  ['tenéis clases para niños pequeños', 'cursos'],
  ['profes nativos?', 'cursos'],
  ['¿cuánto cuesta al mes?', 'precios'],
  ['precio clase particular online', 'precios'],
  ['el libro va aparte?', 'precios'],
  ['como me apunto', 'matricula'],
  ['¿cuánto es la matrícula?', 'matricula'],
  ['no se que nivel tengo', 'prueba-de-nivel'],
  ['preparáis el first de cambridge', 'examenes-oficiales'],
  ['¿se puede hacer el examen ahí mismo?', 'examenes-oficiales'],
  ['clases por zoom', 'clases-particulares'],
  ['formación para empresas', 'clases-particulares'],
  ['campamento de verano', 'verano'],
  ['se puede pagar con bizum', 'formas-de-pago'],
  ['descuento hermanos', 'formas-de-pago'],
  ['estoy en paro, ¿hacéis rebaja?', 'formas-de-pago'],
  ['¿buscáis profes?', 'trabaja-con-nosotros'],
  ['¿cuántos años lleváis?', 'quienes-somos'],
  ['email?', 'contacto'],
  ['número de teléfono', 'contacto'],
  ['si falto a una clase la recupero?', 'normas'],
  ['devolución de la matrícula', 'normas'],
  ['¿dais clases de chino?', null],
  ['¿tenéis residencia para estudiantes extranjeros?', null],
  ['¿organizáis estancias con familias en Irlanda?', null],
  ['¿hay cafetería?', null],
  ['¿dais lengua de signos?', null],
];

/** Palabras funcionales del español (se dejan fuera al decidir si una pregunta es difícil). */
export const functionWords = (
  'el la los las un una unos unas y o de del a al en con por para que qué se es son está están estáis estás sois soy me te lo le les mi mis ' +
  'tu tus su sus vosotros nos hay cuál cual cómo como dónde donde cuándo cuando cuánto cuanto cuánta cuanta cuántos cuantos puedo puede podéis ' +
  'hacéis haceis tenéis teneis tenemos algo muy más mas sin ya no sí si va ahí mismo dais'
).split(' ');
