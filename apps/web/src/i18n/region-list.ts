/**
 * The location and language list (spec §2 Location and language page, §3 "Language and
 * region"): regions, their countries, and each country's languages. Country names are not
 * stored: they come from the browser in the interface language (lib/display-names.ts).
 * Language names are written in the language itself, so a reader finds their own.
 *
 * A language code is the page language the choice asks for; languages without a
 * complete translation bundle are shown in English (spec §5) and say so (i18n/README.md),
 * and right-to-left follows the code (he, fa, ur, ar). The countries here are the portal's supported countries (spec §5
 * country validation).
 */
export interface RegionLanguage {
  /** Page language tag: 'en', 'pt', 'zh-TW'. */
  code: string;
  /** The language's name in that language. */
  name: string;
}

export interface RegionCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  languages: readonly RegionLanguage[];
}

export type RegionId =
  | 'africa'
  | 'asiaPacific'
  | 'europe'
  | 'latinAmerica'
  | 'middleEast'
  | 'northAmerica';

export interface Region {
  id: RegionId;
  countries: readonly RegionCountry[];
}

// The languages, once each, by code.
const L = {
  af: { code: 'af', name: 'Afrikaans' },
  ar: { code: 'ar', name: 'العربية' },
  az: { code: 'az', name: 'Azərbaycan' },
  be: { code: 'be', name: 'Беларуская' },
  bg: { code: 'bg', name: 'Български' },
  bn: { code: 'bn', name: 'বাংলা' },
  bs: { code: 'bs', name: 'Bosanski' },
  ca: { code: 'ca', name: 'Català' },
  cs: { code: 'cs', name: 'Čeština' },
  da: { code: 'da', name: 'Dansk' },
  de: { code: 'de', name: 'Deutsch' },
  el: { code: 'el', name: 'Ελληνικά' },
  en: { code: 'en', name: 'English' },
  es: { code: 'es', name: 'Español' },
  et: { code: 'et', name: 'Eesti' },
  eu: { code: 'eu', name: 'Euskara' },
  fa: { code: 'fa', name: 'فارسی' },
  fi: { code: 'fi', name: 'Suomi' },
  fil: { code: 'fil', name: 'Filipino' },
  fr: { code: 'fr', name: 'Français' },
  ga: { code: 'ga', name: 'Gaeilge' },
  gl: { code: 'gl', name: 'Galego' },
  he: { code: 'he', name: 'עברית' },
  hi: { code: 'hi', name: 'हिन्दी' },
  hr: { code: 'hr', name: 'Hrvatski' },
  hu: { code: 'hu', name: 'Magyar' },
  hy: { code: 'hy', name: 'Հայերեն' },
  id: { code: 'id', name: 'Bahasa Indonesia' },
  is: { code: 'is', name: 'Íslenska' },
  it: { code: 'it', name: 'Italiano' },
  ja: { code: 'ja', name: '日本語' },
  ka: { code: 'ka', name: 'ქართული' },
  kk: { code: 'kk', name: 'Қазақ тілі' },
  km: { code: 'km', name: 'ខ្មែរ' },
  ko: { code: 'ko', name: '한국어' },
  lo: { code: 'lo', name: 'ລາວ' },
  lt: { code: 'lt', name: 'Lietuvių' },
  lv: { code: 'lv', name: 'Latviešu' },
  mk: { code: 'mk', name: 'Македонски' },
  mn: { code: 'mn', name: 'Монгол' },
  ms: { code: 'ms', name: 'Bahasa Melayu' },
  my: { code: 'my', name: 'မြန်မာ' },
  nb: { code: 'nb', name: 'Norsk bokmål' },
  ne: { code: 'ne', name: 'नेपाली' },
  nl: { code: 'nl', name: 'Nederlands' },
  pl: { code: 'pl', name: 'Polski' },
  pt: { code: 'pt', name: 'Português' },
  ptBR: { code: 'pt-BR', name: 'Português (Brasil)' },
  ro: { code: 'ro', name: 'Română' },
  ru: { code: 'ru', name: 'Русский' },
  si: { code: 'si', name: 'සිංහල' },
  sk: { code: 'sk', name: 'Slovenčina' },
  sl: { code: 'sl', name: 'Slovenščina' },
  sq: { code: 'sq', name: 'Shqip' },
  sr: { code: 'sr', name: 'Српски' },
  sv: { code: 'sv', name: 'Svenska' },
  sw: { code: 'sw', name: 'Kiswahili' },
  ta: { code: 'ta', name: 'தமிழ்' },
  th: { code: 'th', name: 'ไทย' },
  tr: { code: 'tr', name: 'Türkçe' },
  uk: { code: 'uk', name: 'Українська' },
  ur: { code: 'ur', name: 'اردو' },
  uz: { code: 'uz', name: 'Oʻzbekcha' },
  vi: { code: 'vi', name: 'Tiếng Việt' },
  zhCN: { code: 'zh-CN', name: '简体中文' },
  zhSG: { code: 'zh-SG', name: '简体中文（新加坡）' },
  zhTW: { code: 'zh-TW', name: '繁體中文（台灣）' },
  zhHK: { code: 'zh-HK', name: '繁體中文（香港）' },
  zhMO: { code: 'zh-MO', name: '繁體中文（澳門）' },
} as const satisfies Record<string, RegionLanguage>;

function country(code: string, ...languages: RegionLanguage[]): RegionCountry {
  return { code, languages };
}

export const REGIONS: readonly Region[] = [
  {
    id: 'africa',
    countries: [
      country('DZ', L.ar, L.fr),
      country('AO', L.pt),
      country('BW', L.en),
      country('CM', L.fr, L.en),
      country('CI', L.fr),
      country('EG', L.ar, L.en),
      country('ET', L.en),
      country('GH', L.en),
      country('KE', L.en, L.sw),
      country('MU', L.en, L.fr),
      country('MA', L.ar, L.fr),
      country('MZ', L.pt),
      country('NA', L.en, L.af),
      country('NG', L.en),
      country('RW', L.en, L.fr),
      country('SN', L.fr),
      country('ZA', L.en, L.af),
      country('TZ', L.sw, L.en),
      country('TN', L.ar, L.fr),
      country('UG', L.en),
      country('ZM', L.en),
      country('ZW', L.en),
    ],
  },
  {
    id: 'asiaPacific',
    countries: [
      country('AU', L.en),
      country('BD', L.bn, L.en),
      country('KH', L.km, L.en),
      country('CN', L.zhCN),
      country('HK', L.zhHK, L.en),
      country('IN', L.en, L.hi),
      country('ID', L.id, L.en),
      country('JP', L.ja),
      country('KZ', L.kk, L.ru),
      country('LA', L.lo),
      country('MO', L.zhMO, L.en),
      country('MY', L.ms, L.en),
      country('MN', L.mn),
      country('MM', L.my, L.en),
      country('NP', L.ne, L.en),
      country('NZ', L.en),
      country('PK', L.ur, L.en),
      country('PH', L.en, L.fil),
      country('SG', L.en, L.zhSG),
      country('KR', L.ko),
      country('LK', L.si, L.ta, L.en),
      country('TW', L.zhTW),
      country('TH', L.th, L.en),
      country('UZ', L.uz, L.ru),
      country('VN', L.vi),
    ],
  },
  {
    id: 'europe',
    countries: [
      country('AL', L.sq),
      country('AM', L.hy, L.ru),
      country('AT', L.de),
      country('AZ', L.az, L.ru),
      country('BY', L.be, L.ru),
      country('BE', L.nl, L.fr, L.de),
      country('BA', L.bs, L.hr, L.sr),
      country('BG', L.bg),
      country('HR', L.hr),
      country('CY', L.el, L.en),
      country('CZ', L.cs),
      country('DK', L.da),
      country('EE', L.et, L.ru),
      country('FI', L.fi, L.sv),
      country('FR', L.fr),
      country('GE', L.ka),
      country('DE', L.de),
      country('GR', L.el),
      country('HU', L.hu),
      country('IS', L.is, L.en),
      country('IE', L.en, L.ga),
      country('IT', L.it),
      country('LV', L.lv, L.ru),
      country('LI', L.de),
      country('LT', L.lt),
      country('LU', L.fr, L.de),
      country('MT', L.en),
      country('MD', L.ro, L.ru),
      country('ME', L.sr),
      country('NL', L.nl),
      country('MK', L.mk),
      country('NO', L.nb),
      country('PL', L.pl),
      country('PT', L.pt),
      country('RO', L.ro),
      country('RS', L.sr),
      country('SK', L.sk),
      country('SI', L.sl),
      country('ES', L.es, L.ca, L.eu, L.gl),
      country('SE', L.sv),
      country('CH', L.de, L.fr, L.it),
      country('TR', L.tr),
      country('UA', L.uk),
      country('GB', L.en),
    ],
  },
  {
    id: 'latinAmerica',
    countries: [
      country('AR', L.es),
      country('BO', L.es),
      country('BR', L.ptBR),
      country('CL', L.es),
      country('CO', L.es),
      country('CR', L.es),
      country('DO', L.es),
      country('EC', L.es),
      country('SV', L.es),
      country('GT', L.es),
      country('HN', L.es),
      country('JM', L.en),
      country('MX', L.es),
      country('NI', L.es),
      country('PA', L.es),
      country('PY', L.es),
      country('PE', L.es),
      country('PR', L.es, L.en),
      country('TT', L.en),
      country('UY', L.es),
      country('VE', L.es),
    ],
  },
  {
    id: 'middleEast',
    countries: [
      country('AF', L.fa),
      country('BH', L.ar, L.en),
      country('IR', L.fa),
      country('IQ', L.ar),
      country('IL', L.he, L.ar, L.en),
      country('JO', L.ar, L.en),
      country('KW', L.ar, L.en),
      country('LB', L.ar, L.fr, L.en),
      country('OM', L.ar, L.en),
      country('QA', L.ar, L.en),
      country('SA', L.ar, L.en),
      country('AE', L.ar, L.en),
    ],
  },
  {
    id: 'northAmerica',
    countries: [country('CA', L.en, L.fr), country('US', L.en, L.es)],
  },
];

/** Every supported country code (spec §5: a country outside this list becomes US). */
export const SUPPORTED_COUNTRIES: readonly string[] = REGIONS.flatMap((region) =>
  region.countries.map((entry) => entry.code),
);

/** The region a country belongs to, if it is supported. */
export function regionOfCountry(countryCode: string): Region | undefined {
  const code = countryCode.toUpperCase();
  return REGIONS.find((region) => region.countries.some((entry) => entry.code === code));
}
