/** The one line shown after a usage error. */
export const USAGE_LINE =
  'Usage: npm run device -- <enroll|approve-sign-in|help> [options]   (npm run device -- --help for the options)';

/** Every command and option, for `help` and `--help`. */
export const USAGE = `Plays one of an account's phones, tablets or watches against the portal's device API.

Usage: npm run device -- <command> [options]

Commands:
  enroll             Sign the device in as its owner (device authorization grant) and enrol it:
                     prints an address and a code to approve in a browser, waits for the
                     approval, and saves the device credential the portal answers.
      --name NAME        The device's name, 1 to 60 characters ("Kitchen tablet"). Required.
      --type TYPE        phone, tablet or watch. Required.
      --model CODE       The model code ("SM-X710"): letters, digits, spaces, '.', '_', '-',
                         at most 40. Required.
      --model-name NAME  The model's name ("X710"); the model code when left out.
      --portal URL       The portal (default: PORTAL_URL, else PUBLIC_URL, else http://localhost:8080).

  approve-sign-in    Approve, from an enrolled device, its account's web sign-in that is waiting
                     for a device ("approve on your phone").
      --name NAME        The enrolled device's name. Required.
      --portal URL       The portal; must be the one the device enrolled at (default: that one).

  help               This text (also --help, -h).

Device credentials are kept in DATA_DIR/devices/<name>.json (DATA_DIR defaults to ./data),
readable by you only. Exit codes: 0 done, 1 failed (the message says why), 2 bad command line.
`;
