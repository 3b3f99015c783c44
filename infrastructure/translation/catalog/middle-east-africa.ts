import { ENGLISH_PRONOUNS as EN, type CatalogEntry } from './entry.js';

/** The Middle East and Africa; all but Swahili are written right to left. */
export const MIDDLE_EAST_AFRICA: Readonly<Record<string, CatalogEntry>> = {
  ar: ['الملف الشخصي', 'الاسم الأول', 'الضمائر', 'البريد الإلكتروني', 'الهاتف', 'اللغة', 'هي', 'هو', 'هم', 'غير محدد'],
  he: ['פרופיל', 'שם פרטי', 'כינויי גוף', 'אימייל', 'טלפון', 'שפה', 'היא', 'הוא', 'הם', 'לא צוין'],
  fa: ['نمایه', 'نام', 'ضمایر', 'ایمیل', 'تلفن', 'زبان', ...EN, 'مشخص نشده'],
  ur: ['پروفائل', 'پہلا نام', 'ضمائر', 'ای میل', 'فون', 'زبان', ...EN, 'متعین نہیں'],
  sw: ['Wasifu', 'Jina la kwanza', 'Viwakilishi', 'Barua pepe', 'Simu', 'Lugha', ...EN, 'Haijabainishwa'],
};
