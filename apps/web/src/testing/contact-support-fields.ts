/**
 * The fields the support desk's form is posted with (spec §2 Contact-support form): the
 * portal's service code, "create a question ticket", the web channel, the viewer's country
 * and the desk's language.
 */
export function contactSupportFields(country: string, language: string) {
  return { serviceCd: 'cloud-portal', targetUrl: 'createQuestionTicket', chnlCd: 'WEB', country, language };
}
