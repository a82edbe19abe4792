// The one message catalogue for every page the embedded sign-in provider shows.
// English only: the provider is a local stand-in for a real identity service, and the
// portal's own translations live in apps/web. Values are plain text; pages escape them.

export const messages = {
  'app.brand': 'Cloud Portal account',
  'app.skipToContent': 'Skip to content',

  'login.title': 'Sign in',
  'login.intro': 'Sign in with your Cloud Portal account.',
  'login.loginId': 'ID (e-mail address)',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.back': 'Back',
  'login.error.invalid': 'The ID or password is incorrect.',
  'login.error.missing': 'Enter your ID and password.',
  'login.error.throttled': 'Too many attempts. Wait 15 minutes and try again.',

  'profile.title': 'Your account',
  'profile.signInFirst': 'Sign in to see and change your account details.',
  'profile.picture': 'Profile picture',
  'profile.loginId': 'ID',
  'profile.email': 'E-mail address',
  'profile.emailVerified': 'verified',
  'profile.emailNotVerified': 'not verified',
  'profile.name': 'Display name',
  'profile.nameHint': 'Up to {max} characters.',
  'profile.save': 'Save',
  'profile.saved': 'Your display name was saved.',
  'profile.back': 'Back to Cloud Portal',
  'profile.error.nameEmpty': 'Enter a display name.',
  'profile.error.nameTooLong': 'The display name can have at most {max} characters.',
  'profile.error.nameInvalid': 'The display name cannot contain control characters.',

  'confirm.title': 'Confirm your password',
  'confirm.intro': 'For your security, enter your password again to continue.',
  'confirm.account': 'Signed in as {loginId}',
  'confirm.submit': 'Confirm',
  'confirm.error.invalid': 'The password is incorrect.',

  'signout.title': 'You are signed out',
  'signout.body': 'You have signed out of your Cloud Portal account. You can close this page.',

  'logout.confirm.title': 'Do you want to sign out?',
  'logout.confirm.yes': 'Yes, sign me out',
  'logout.confirm.no': 'No, stay signed in',

  'support.title': 'Contact customer support',
  'support.intro':
    'Write to our support team by e-mail. Mention the details below so that we can answer for your country and in your language.',
  'support.emailLabel': 'E-mail address',
  'support.emailSubject': 'Question about {service} ({country}, {language})',
  'support.details': 'Your request',
  'support.topic': 'Topic',
  'support.topic.question': 'Ask a question',
  'support.service': 'Service',
  'support.country': 'Country or region',
  'support.language': 'Language',
  'support.close': 'To go back to Cloud Portal, close this tab.',
  'support.error.title': 'This support request cannot be opened',
  'support.error.body':
    'Go back to Cloud Portal and choose Contact us again. The request had these problems:',
  'support.error.serviceCd':
    'serviceCd must be a service code of 1 to 64 letters, digits, dots, hyphens or underscores.',
  'support.error.targetUrl':
    'targetUrl must name a page of the support desk: createQuestionTicket.',
  'support.error.chnlCd': 'chnlCd must be WEB.',
  'support.error.country': 'country must be a two-letter country code in capitals, such as US.',
  'support.error.language': 'language must be a language with a country, such as en_US or zh_cn.',

  'device.code.title': 'Connect a device',
  'device.code.intro': 'Enter the code your device shows to connect it to your Cloud Portal account.',
  'device.code.label': 'Code',
  'device.code.submit': 'Continue',
  'device.code.error.invalid': 'This code is not valid or has expired. Check it on your device and try again.',
  'device.code.error.aborted': 'The connection of the device was cancelled.',
  'device.confirm.title': 'Connect this device?',
  'device.confirm.intro': 'A device asks to back up to and sync with your Cloud Portal account:',
  'device.confirm.name': 'Device',
  'device.confirm.unnamed': 'A device without a name',
  'device.confirm.model': 'Model',
  'device.confirm.address': 'Asked from',
  'device.confirm.code': 'Code',
  'device.confirm.warning':
    'Connect it only if you started this on your own device and it shows the same code. Otherwise choose Do not connect.',
  'device.confirm.yes': 'Connect the device',
  'device.confirm.no': 'Do not connect',
  'device.done.title': 'The device is connected',
  'device.done.body': 'Go back to your device: it finishes by itself. You can close this page.',

  'error.badRequest.title': 'Pardon?',
  'error.badRequest.body': 'The request was not understood. Go back and try again.',
  'error.forbidden.title': 'This form has expired',
  'error.forbidden.body': 'Reload the page and try again.',
  'error.interactionExpired.title': 'This sign-in page has expired',
  'error.interactionExpired.body': 'Go back to Cloud Portal and sign in again.',
  'error.notFound.title': 'Page not found',
  'error.notFound.body': 'The page you asked for does not exist.',
  'error.server.title': 'Something went wrong',
  'error.server.body': 'Try again later.',
  'error.protocol.title': 'The sign-in request could not be completed',
  'error.protocol.code': 'Error: {code}',
} as const;

export type MessageKey = keyof typeof messages;

/** The text for `key`, with `{name}` placeholders replaced by `params` (plain text, not HTML). */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
