import { GALLERY_TRASH_DAYS } from '@cloud-portal/domain/constants';
import { PHOTO_TRASH_MAX } from './photo-trash';
import { SYNC_APP_COUNT } from './simulated-sync';

/** The one line shown after a usage error. */
export const USAGE_LINE =
  'Usage: npm run device -- <enroll|approve-sign-in|sync|backup|photos|restore|refresh|help> [options]   (npm run device -- --help for the options)';

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

  sync               Report, from an enrolled device, the apps it syncs to the cloud (contacts,
                     calendar, notes …) with their item counts and sizes, and auto-sync on. The
                     figures follow from the device's name: the same on every run.
      --name NAME        The enrolled device's name. Required.
      --apps N           How many apps, 1 to ${SYNC_APP_COUNT} (default 6).
      --portal URL       As for approve-sign-in.

  backup             Record one backup run of an enrolled device, whole or not at all: uploads
                     one file per category (calllog.db, messages.db …, up to 2 MiB each; the
                     portal keeps bytes it has already), then commits the run naming them.
      --name NAME        The enrolled device's name. Required.
      --items N          The items backed up, in all, 1 to 100000 (default 40): spread over the
                         nine backup categories (call logs, messages, contacts …; only the
                         first N when N is under 9), each with a size in bytes.
      --portal URL       As for approve-sign-in.

  photos             Upload real JPEG photos (640×480, taken over the last four weeks) from an
                     enrolled device to its owner's Gallery, one at a time. Or, with one of
                     --delete, --restore and --empty-trash, use the Gallery trash as deleting
                     photos on the device does: a deleted photo moves to the trash for every
                     device and leaves the portal's Gallery, but still counts toward storage;
                     it can be restored for ${GALLERY_TRASH_DAYS} days, then is deleted for good.
      --name NAME        The enrolled device's name. Required.
      --count N          How many photos to upload, 1 to 200 (default 12).
      --delete N         Delete the N newest photos of the Gallery (1 to ${PHOTO_TRASH_MAX}): they move to
                         the trash.
      --restore N        Restore the N newest photos of the trash (1 to ${PHOTO_TRASH_MAX}).
      --empty-trash      Delete every photo in the trash for good, freeing its storage at once.
      --portal URL       As for approve-sign-in.

  restore            Download every file of an enrolled device's latest backup into a folder,
                     one folder per category (messages/messages.db …), checking each file's
                     bytes against the content hash the portal lists before writing it.
      --name NAME        The enrolled device's name. Required.
      --to FOLDER        Where to write the files (made if missing; files there are replaced).
                         Required.
      --from NAME        Restore the latest backup of another device of the account enrolled
                         here (a new phone taking over an old one's), not the device's own.
      --portal URL       As for approve-sign-in.

  refresh            Trade an enrolled device's credential for a new one and save it; the old
                     one stops working at once.
      --name NAME        The enrolled device's name. Required.
      --portal URL       As for approve-sign-in.

  help               This text (also --help, -h).

Device credentials are kept in DATA_DIR/devices/<name>.json (DATA_DIR defaults to ./data),
readable by you only. Exit codes: 0 done, 1 failed (the message says why), 2 bad command line.
`;
