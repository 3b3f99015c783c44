import { ENGLISH_PRONOUNS as EN, type CatalogEntry } from './entry.js';

/**
 * East, South-East and South Asia. Given-name captions follow each language's forms: 名 (ja,
 * beside 姓), 이름 (ko, beside 성), 名字 (zh). Written Chinese has 她/他 and the neutral "TA".
 */
export const ASIA: Readonly<Record<string, CatalogEntry>> = {
  ja: ['プロフィール', '名', '代名詞', 'メールアドレス', '電話番号', '言語', '彼女', '彼', 'They/them', '未指定'],
  'zh-Hans': ['个人资料', '名字', '代词', '电子邮件', '电话', '语言', '她', '他', 'TA', '未指定'],
  'zh-Hant': ['個人檔案', '名字', '代名詞', '電子郵件', '電話', '語言', '她', '他', 'TA', '未指定'],
  ko: ['프로필', '이름', '대명사', '이메일', '전화번호', '언어', '그녀', '그', 'They/them', '지정 안 함'],
  th: ['โปรไฟล์', 'ชื่อ', 'สรรพนาม', 'อีเมล', 'โทรศัพท์', 'ภาษา', ...EN, 'ไม่ระบุ'],
  vi: ['Hồ sơ', 'Tên', 'Đại từ nhân xưng', 'Email', 'Điện thoại', 'Ngôn ngữ', 'Cô ấy', 'Anh ấy', 'Họ', 'Không xác định'],
  id: ['Profil', 'Nama depan', 'Kata ganti', 'Email', 'Telepon', 'Bahasa', ...EN, 'Tidak ditentukan'],
  ms: ['Profil', 'Nama pertama', 'Kata ganti nama', 'E-mel', 'Telefon', 'Bahasa', ...EN, 'Tidak dinyatakan'],
  fil: ['Profile', 'Unang pangalan', 'Panghalip', 'Email', 'Telepono', 'Wika', ...EN, 'Hindi tinukoy'],
  hi: ['प्रोफ़ाइल', 'पहला नाम', 'सर्वनाम', 'ईमेल', 'फ़ोन', 'भाषा', ...EN, 'निर्दिष्ट नहीं'],
  bn: ['প্রোফাইল', 'নামের প্রথম অংশ', 'সর্বনাম', 'ইমেল', 'ফোন', 'ভাষা', ...EN, 'উল্লেখ করা হয়নি'],
};
