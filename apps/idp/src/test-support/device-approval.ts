// The owner's side of the device authorization grant, as a browser does it: open the address
// the device shows, confirm the device, sign in. For tests of devices that enrol.
import { readForm, TestBrowser } from './test-browser';

/** oidc-provider's device forms name their id first; readForm reads `<form method="post" …>`. */
function readDeviceForm(html: string, baseUrl: string) {
  return readForm(html.replace(/<form id="op\.device\w+Form" method="post"/, '<form method="post"'), baseUrl);
}

/**
 * Opens `verificationUriComplete` (the code already in it) and confirms the device, as
 * oidc-provider's device pages ask, at any provider built on it. Answers the sign-in page.
 */
export async function openAndConfirmDevice(browser: TestBrowser, issuer: string, verificationUriComplete: string): Promise<Response> {
  // The address with the code answers a form that posts it (submitted by script in a browser).
  const withCode = await browser.get(verificationUriComplete);
  let form = readForm(await withCode.text(), issuer);
  const confirm = await browser.followWithin(issuer, await browser.post(form.action, form.fields, { origin: issuer }));
  form = readDeviceForm(await confirm.text(), confirm.url);
  return browser.followWithin(issuer, await browser.post(form.action, form.fields, { origin: issuer }));
}

/**
 * Opens `verificationUriComplete` (the code already in it), approves the device and signs in
 * with the owner's ID and password. Answers the last page's text (the provider's "connected").
 */
export async function approveDeviceInBrowser(
  issuer: string,
  verificationUriComplete: string,
  owner: { loginId: string; password: string },
): Promise<string> {
  const browser = new TestBrowser();
  const login = await openAndConfirmDevice(browser, issuer, verificationUriComplete);
  const form = readForm(await login.text(), login.url);
  const done = await browser.followWithin(
    issuer,
    await browser.post(form.action, { ...form.fields, loginId: owner.loginId, password: owner.password }, { origin: issuer }),
  );
  return done.text();
}
