/**
 * The provider's customer-support form (spec §2 Error pages, Contact-support form). Its
 * address is not shown in the spec: it is set at build time, and defaults to a path on the
 * portal's own server.
 */
export const SUPPORT_CONTACT_URL: string =
  import.meta.env.VITE_SUPPORT_CONTACT_URL ?? '/support/contact';

/** The cloud service's code at the support desk (the form's serviceCd). */
export const SUPPORT_SERVICE_CODE: string =
  import.meta.env.VITE_SUPPORT_SERVICE_CODE ?? 'cloud-portal';

/** The support desk page the form opens: create a question ticket (targetUrl). */
export const SUPPORT_TARGET_CREATE_TICKET = 'createQuestionTicket';

/** The channel the form says it came from (chnlCd). */
export const SUPPORT_CHANNEL = 'WEB';
