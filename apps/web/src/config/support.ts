/**
 * Where the contact-support form posts (spec §2 Error pages, Contact-support form). By default
 * the portal's own server, which hands the POST on (307) to the provider's support endpoint
 * (its SUPPORT_CONTACT_URL setting), so visitors need no provider address. A build may post
 * elsewhere directly; the server's form-action policy must then allow that origin too.
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
