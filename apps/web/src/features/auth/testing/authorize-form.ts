/** What `POST /auth/authorize` answers: the provider's sign-in form, for the page to submit. */
export const AUTHORIZE_FORM = {
  action: 'https://id.example.com/oidc/auth',
  fields: {
    response_type: 'code',
    client_id: 'cloud-portal',
    locale: 'en-US',
    countryCode: 'US',
    redirect_uri: 'http://localhost:8080/auth/token/access',
    state: 'opaque-state',
    goBackURL: 'http://localhost:8080/#/login',
  },
};
