// The contact-support form a service posts (spec §2 Contact-support form): serviceCd,
// targetUrl (the support-desk page to open), chnlCd, country and language. Checked field by
// field so a refusal can say exactly what was wrong.
import { field } from './form-fields';
import type { FormFields } from './form-fields';
import type { MessageKey } from './messages';

/** Pages of the support desk a service may ask for (targetUrl), with what they are for. */
export const SUPPORT_DESK_PAGES = {
  createQuestionTicket: 'support.topic.question',
} as const satisfies Record<string, MessageKey>;

export type SupportDeskPage = keyof typeof SUPPORT_DESK_PAGES;

export interface SupportRequest {
  serviceCode: string;
  page: SupportDeskPage;
  channel: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** `language_COUNTRY` as the desk expects it, e.g. `de_AT`, `zh_TW`, `zh_cn`. */
  language: string;
}

export interface SupportFieldProblem {
  field: 'serviceCd' | 'targetUrl' | 'chnlCd' | 'country' | 'language';
  problem: MessageKey;
}

export type SupportRequestCheck =
  { ok: true; request: SupportRequest } | { ok: false; problems: SupportFieldProblem[] };

/** The channel a request comes from (chnlCd): the portal is a web page. */
const CHANNEL = /^WEB$/;
const SERVICE_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const COUNTRY = /^[A-Z]{2}$/;
const LANGUAGE = /^[a-z]{2,3}_[A-Za-z]{2}$/;

/** The value when it matches `pattern`, else undefined. */
function matching(value: string | undefined, pattern: RegExp): string | undefined {
  return value !== undefined && pattern.test(value) ? value : undefined;
}

function deskPage(value: string | undefined): SupportDeskPage | undefined {
  return value !== undefined && Object.hasOwn(SUPPORT_DESK_PAGES, value)
    ? (value as SupportDeskPage)
    : undefined;
}

/** Reads the posted form; a repeated field throws BadRequestError like every provider form. */
export function checkSupportRequest(form: FormFields): SupportRequestCheck {
  const serviceCode = matching(field(form, 'serviceCd'), SERVICE_CODE);
  const page = deskPage(field(form, 'targetUrl'));
  const channel = matching(field(form, 'chnlCd'), CHANNEL);
  const country = matching(field(form, 'country'), COUNTRY);
  const language = matching(field(form, 'language'), LANGUAGE);

  const problems: SupportFieldProblem[] = [];
  if (serviceCode === undefined)
    problems.push({ field: 'serviceCd', problem: 'support.error.serviceCd' });
  if (page === undefined) problems.push({ field: 'targetUrl', problem: 'support.error.targetUrl' });
  if (channel === undefined) problems.push({ field: 'chnlCd', problem: 'support.error.chnlCd' });
  if (country === undefined) problems.push({ field: 'country', problem: 'support.error.country' });
  if (language === undefined)
    problems.push({ field: 'language', problem: 'support.error.language' });

  if (
    serviceCode === undefined ||
    page === undefined ||
    channel === undefined ||
    country === undefined ||
    language === undefined
  ) {
    return { ok: false, problems };
  }
  return { ok: true, request: { serviceCode, page, channel, country, language } };
}
