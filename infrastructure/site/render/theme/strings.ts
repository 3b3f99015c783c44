import { memoize } from '../../../../domain/shared/memo.js';
import { englishLanguageName } from '../../../../domain/translation/language-info.js';

/** The theme's own words (landmark names, the menu, the 404 page), in the page's language. */
export interface ThemeStrings {
  readonly skipToContent: string;
  readonly menu: string;
  readonly mainNavigation: string;
  readonly sidebar: string;
  readonly languages: string;
  readonly pages: string;
  readonly otherPages: string;
  readonly footnotes: string;
  readonly backToText: string;
  readonly notFoundTitle: string;
  readonly notFoundText: string;
  readonly home: string;
  readonly noPagesYet: string;
  /** An article's byline; `{author}` stands for the author's name. */
  readonly byAuthor: string;
  /** The name of an article's list of tags. */
  readonly tags: string;
  /** The heading of a page's section of its template's other fields. */
  readonly details: string;
  /** A yes-or-no field's value in the details section. */
  readonly yes: string;
  readonly no: string;
  /** Before an FAQ's contact link. */
  readonly contactPrompt: string;
  readonly contactLink: string;
  /** The link to the live agent's own page when its heading is not set. */
  readonly talkWithUs: string;
  /** The live agent's name (its panel's heading, its dialog's label). */
  readonly liveAgent: string;
  /** The line above the live agent's button where it sits in a page (homepage, destination_page). */
  readonly liveAgentLead: string;
  /** Atop a page shown by fallback: `{language}` is the reader's language, `{fallback}` the one shown, both named in these words' language. */
  readonly fallbackNote: string;
  /** The note's link to the page it shows, at its own address. */
  readonly fallbackOriginal: string;
  /** In the language switcher, beside a language that does not have the page. */
  readonly notTranslated: string;
}

const EN: ThemeStrings = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  mainNavigation: 'Main',
  sidebar: 'Sections',
  languages: 'Languages',
  pages: 'Pages',
  otherPages: 'Other pages',
  footnotes: 'Footnotes',
  backToText: 'Back to the text',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address. It may have moved, or the address may be mistyped.',
  home: 'Go to the home page',
  noPagesYet: 'No pages yet.',
  byAuthor: 'By {author}',
  tags: 'Tags',
  details: 'Details',
  yes: 'Yes',
  no: 'No',
  contactPrompt: 'Didn’t find your answer?',
  contactLink: 'Contact us',
  talkWithUs: 'Talk with us',
  liveAgent: 'Live agent',
  liveAgentLead: 'Ask a question, or tell us about yourself: by voice, or by typing.',
  fallbackNote: 'This page is not available in {language}; it is shown in {fallback}.',
  fallbackOriginal: 'View the original page',
  notTranslated: 'not translated',
};

/** By primary language subtag. A language missing here gets the English words. */
const STRINGS: Readonly<Record<string, ThemeStrings>> = {
  en: EN,
  fr: {
    skipToContent: 'Aller au contenu',
    menu: 'Menu',
    mainNavigation: 'Principal',
    sidebar: 'Rubriques',
    languages: 'Langues',
    pages: 'Pages',
    otherPages: 'Autres pages',
    footnotes: 'Notes',
    backToText: 'Retour au texte',
    notFoundTitle: 'Page introuvable',
    notFoundText: 'Aucune page ne se trouve à cette adresse. Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe.',
    home: 'Aller à la page d’accueil',
    noPagesYet: 'Aucune page pour l’instant.',
    byAuthor: 'Par {author}',
    tags: 'Étiquettes',
    details: 'Détails',
    yes: 'Oui',
    no: 'Non',
    contactPrompt: 'Vous n’avez pas trouvé votre réponse ?',
    contactLink: 'Contactez-nous',
    talkWithUs: 'Parlez avec nous',
    liveAgent: 'Agent en direct',
    liveAgentLead: 'Posez une question, ou parlez-nous de vous : à voix haute, ou par écrit.',
    fallbackNote: 'Cette page n’est pas disponible en {language} ; elle est affichée en {fallback}.',
    fallbackOriginal: 'Voir la page d’origine',
    notTranslated: 'non traduite',
  },
  de: {
    skipToContent: 'Zum Inhalt springen',
    menu: 'Menü',
    mainNavigation: 'Hauptmenü',
    sidebar: 'Bereiche',
    languages: 'Sprachen',
    pages: 'Seiten',
    otherPages: 'Weitere Seiten',
    footnotes: 'Fußnoten',
    backToText: 'Zurück zum Text',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie verschoben, oder die Adresse ist falsch geschrieben.',
    home: 'Zur Startseite',
    noPagesYet: 'Noch keine Seiten.',
    byAuthor: 'Von {author}',
    tags: 'Schlagwörter',
    details: 'Details',
    yes: 'Ja',
    no: 'Nein',
    contactPrompt: 'Keine Antwort gefunden?',
    contactLink: 'Kontaktieren Sie uns',
    talkWithUs: 'Sprechen Sie mit uns',
    liveAgent: 'Live-Assistent',
    liveAgentLead: 'Stellen Sie eine Frage, oder erzählen Sie uns von sich: per Sprache oder per Text.',
    fallbackNote: 'Diese Seite ist auf {language} nicht verfügbar; sie wird auf {fallback} angezeigt.',
    fallbackOriginal: 'Originalseite ansehen',
    notTranslated: 'nicht übersetzt',
  },
  es: {
    skipToContent: 'Ir al contenido',
    menu: 'Menú',
    mainNavigation: 'Principal',
    sidebar: 'Secciones',
    languages: 'Idiomas',
    pages: 'Páginas',
    otherPages: 'Otras páginas',
    footnotes: 'Notas',
    backToText: 'Volver al texto',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'No hay ninguna página en esta dirección. Puede que se haya movido o que la dirección esté mal escrita.',
    home: 'Ir a la página de inicio',
    noPagesYet: 'Todavía no hay páginas.',
    byAuthor: 'Por {author}',
    tags: 'Etiquetas',
    details: 'Detalles',
    yes: 'Sí',
    no: 'No',
    contactPrompt: '¿No ha encontrado su respuesta?',
    contactLink: 'Contáctenos',
    talkWithUs: 'Hable con nosotros',
    liveAgent: 'Agente en vivo',
    liveAgentLead: 'Haga una pregunta, o cuéntenos sobre usted: por voz, o por escrito.',
    fallbackNote: 'Esta página no está disponible en {language}; se muestra en {fallback}.',
    fallbackOriginal: 'Ver la página original',
    notTranslated: 'sin traducir',
  },
  it: {
    skipToContent: 'Vai al contenuto',
    menu: 'Menu',
    mainNavigation: 'Principale',
    sidebar: 'Sezioni',
    languages: 'Lingue',
    pages: 'Pagine',
    otherPages: 'Altre pagine',
    footnotes: 'Note',
    backToText: 'Torna al testo',
    notFoundTitle: 'Pagina non trovata',
    notFoundText: 'Non c’è nessuna pagina a questo indirizzo. Potrebbe essere stata spostata, o l’indirizzo potrebbe contenere un errore.',
    home: 'Vai alla pagina iniziale',
    noPagesYet: 'Ancora nessuna pagina.',
    byAuthor: 'Di {author}',
    tags: 'Tag',
    details: 'Dettagli',
    yes: 'Sì',
    no: 'No',
    contactPrompt: 'Non hai trovato la risposta?',
    contactLink: 'Contattaci',
    talkWithUs: 'Parla con noi',
    liveAgent: 'Assistente dal vivo',
    liveAgentLead: 'Fai una domanda, o parlaci di te: a voce, o per iscritto.',
    fallbackNote: 'Questa pagina non è disponibile in {language}; è mostrata in {fallback}.',
    fallbackOriginal: 'Vedi la pagina originale',
    notTranslated: 'non tradotta',
  },
  pt: {
    skipToContent: 'Saltar para o conteúdo',
    menu: 'Menu',
    mainNavigation: 'Principal',
    sidebar: 'Secções',
    languages: 'Idiomas',
    pages: 'Páginas',
    otherPages: 'Outras páginas',
    footnotes: 'Notas',
    backToText: 'Voltar ao texto',
    notFoundTitle: 'Página não encontrada',
    notFoundText: 'Não existe nenhuma página neste endereço. Pode ter sido movida, ou o endereço pode ter um erro.',
    home: 'Ir para a página inicial',
    noPagesYet: 'Ainda não há páginas.',
    byAuthor: 'Por {author}',
    tags: 'Etiquetas',
    details: 'Detalhes',
    yes: 'Sim',
    no: 'Não',
    contactPrompt: 'Não encontrou a sua resposta?',
    contactLink: 'Contacte-nos',
    talkWithUs: 'Fale connosco',
    liveAgent: 'Assistente em direto',
    liveAgentLead: 'Faça uma pergunta, ou fale-nos de si: por voz, ou por escrito.',
    fallbackNote: 'Esta página não está disponível em {language}; é apresentada em {fallback}.',
    fallbackOriginal: 'Ver a página original',
    notTranslated: 'não traduzida',
  },
  nl: {
    skipToContent: 'Naar de inhoud',
    menu: 'Menu',
    mainNavigation: 'Hoofdmenu',
    sidebar: 'Onderdelen',
    languages: 'Talen',
    pages: 'Pagina’s',
    otherPages: 'Andere pagina’s',
    footnotes: 'Voetnoten',
    backToText: 'Terug naar de tekst',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundText: 'Op dit adres staat geen pagina. Misschien is ze verplaatst, of bevat het adres een tikfout.',
    home: 'Naar de startpagina',
    noPagesYet: 'Nog geen pagina’s.',
    byAuthor: 'Door {author}',
    tags: 'Tags',
    details: 'Details',
    yes: 'Ja',
    no: 'Nee',
    contactPrompt: 'Geen antwoord gevonden?',
    contactLink: 'Neem contact op',
    talkWithUs: 'Praat met ons',
    liveAgent: 'Live-assistent',
    liveAgentLead: 'Stel een vraag, of vertel ons over uzelf: met uw stem, of door te typen.',
    fallbackNote: 'Deze pagina is niet beschikbaar in het {language}; ze wordt getoond in het {fallback}.',
    fallbackOriginal: 'Bekijk de oorspronkelijke pagina',
    notTranslated: 'niet vertaald',
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    menu: 'القائمة',
    mainNavigation: 'الرئيسية',
    sidebar: 'الأقسام',
    languages: 'اللغات',
    pages: 'الصفحات',
    otherPages: 'صفحات أخرى',
    footnotes: 'الحواشي',
    backToText: 'العودة إلى النص',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundText: 'لا توجد صفحة على هذا العنوان. ربما نُقلت، أو ربما كُتب العنوان بشكل خاطئ.',
    home: 'انتقل إلى الصفحة الرئيسية',
    noPagesYet: 'لا توجد صفحات بعد.',
    byAuthor: 'بقلم {author}',
    tags: 'الوسوم',
    details: 'التفاصيل',
    yes: 'نعم',
    no: 'لا',
    contactPrompt: 'لم تجد إجابتك؟',
    contactLink: 'تواصل معنا',
    talkWithUs: 'تحدّث معنا',
    liveAgent: 'المساعد المباشر',
    liveAgentLead: 'اطرح سؤالًا، أو أخبرنا عن نفسك: بالصوت، أو بالكتابة.',
    fallbackNote: 'هذه الصفحة غير متوفرة باللغة {language}، وهي معروضة باللغة {fallback}.',
    fallbackOriginal: 'عرض الصفحة الأصلية',
    notTranslated: 'غير مترجمة',
  },
  he: {
    skipToContent: 'דילוג לתוכן',
    menu: 'תפריט',
    mainNavigation: 'ראשי',
    sidebar: 'מדורים',
    languages: 'שפות',
    pages: 'דפים',
    otherPages: 'דפים נוספים',
    footnotes: 'הערות שוליים',
    backToText: 'חזרה לטקסט',
    notFoundTitle: 'הדף לא נמצא',
    notFoundText: 'אין דף בכתובת הזאת. ייתכן שהוא הועבר, או שנפלה טעות בכתובת.',
    home: 'מעבר לדף הבית',
    noPagesYet: 'אין עדיין דפים.',
    byAuthor: 'מאת {author}',
    tags: 'תגיות',
    details: 'פרטים',
    yes: 'כן',
    no: 'לא',
    contactPrompt: 'לא מצאתם תשובה?',
    contactLink: 'צרו קשר',
    talkWithUs: 'דברו איתנו',
    liveAgent: 'נציג בזמן אמת',
    liveAgentLead: 'שאלו שאלה, או ספרו לנו על עצמכם: בקול, או בהקלדה.',
    fallbackNote: 'דף זה אינו זמין ב{language}; הוא מוצג ב{fallback}.',
    fallbackOriginal: 'לדף המקורי',
    notTranslated: 'לא תורגם',
  },
  ja: {
    skipToContent: '本文へスキップ',
    menu: 'メニュー',
    mainNavigation: 'メイン',
    sidebar: 'セクション',
    languages: '言語',
    pages: 'ページ',
    otherPages: 'その他のページ',
    footnotes: '脚注',
    backToText: '本文に戻る',
    notFoundTitle: 'ページが見つかりません',
    notFoundText: 'このアドレスにはページがありません。移動したか、アドレスが間違っている可能性があります。',
    home: 'ホームページへ',
    noPagesYet: 'まだページがありません。',
    byAuthor: '著者: {author}',
    tags: 'タグ',
    details: '詳細',
    yes: 'はい',
    no: 'いいえ',
    contactPrompt: '答えが見つかりませんでしたか？',
    contactLink: 'お問い合わせ',
    talkWithUs: 'お問い合わせ',
    liveAgent: 'ライブエージェント',
    liveAgentLead: 'ご質問や、あなたご自身のことをお聞かせください。音声でも文字でもかまいません。',
    fallbackNote: 'このページは{language}では提供されていないため、{fallback}で表示しています。',
    fallbackOriginal: '元のページを見る',
    notTranslated: '未翻訳',
  },
  zh: {
    skipToContent: '跳到内容',
    menu: '菜单',
    mainNavigation: '主导航',
    sidebar: '栏目',
    languages: '语言',
    pages: '页面',
    otherPages: '其他页面',
    footnotes: '脚注',
    backToText: '返回正文',
    notFoundTitle: '找不到页面',
    notFoundText: '此地址没有页面。页面可能已被移动，或地址有误。',
    home: '前往首页',
    noPagesYet: '暂无页面。',
    byAuthor: '作者：{author}',
    tags: '标签',
    details: '详情',
    yes: '是',
    no: '否',
    contactPrompt: '没有找到答案？',
    contactLink: '联系我们',
    talkWithUs: '与我们交谈',
    liveAgent: '在线助手',
    liveAgentLead: '提出问题，或介绍一下您自己：可以说话，也可以打字。',
    fallbackNote: '此页面没有{language}版本，现以{fallback}显示。',
    fallbackOriginal: '查看原始页面',
    notTranslated: '未翻译',
  },
};

/** The language of the theme's words for a language: its primary subtag when the theme has its words, else `en`. */
export const themeStringsLanguage = (language: string): string => {
  const primary = language.split('-')[0]!.toLowerCase();
  return Object.hasOwn(STRINGS, primary) ? primary : 'en';
};

/** The theme's words for a language: its own when the theme has them, else English. */
export const themeStrings = (language: string): ThemeStrings => STRINGS[themeStringsLanguage(language)]!;

/** A language's name in itself ("Français", "العربية"), for the language switcher; its English name when the runtime has none. */
export const languageAutonym: (tag: string) => string = memoize((tag) => {
  try {
    const own = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' }).of(tag);
    return own === undefined ? englishLanguageName(tag) : own.charAt(0).toLocaleUpperCase(tag) + own.slice(1);
  } catch {
    return englishLanguageName(tag);
  }
});
