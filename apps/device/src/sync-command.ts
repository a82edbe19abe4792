import type { CliIo } from './cli-io';
import { parseOptions } from './command-line';
import { bytes, counted } from './figures';
import { deviceName, givenPortal, wholeNumber } from './device-options';
import { enrolledDevice } from './enrolled-device';
import { PortalClient } from './portal-client';
import { simulatedSyncedApps, SYNC_APP_COUNT, syncReport } from './simulated-sync';

/**
 * `sync`: reports, as an enrolled device, what it syncs to the cloud: the first --apps apps
 * the portal shows, with counts and sizes that follow from the device's name, and auto-sync on.
 */
export async function syncCommand(args: readonly string[], io: CliIo): Promise<void> {
  const values = parseOptions('sync', args, {
    name: { type: 'string' },
    apps: { type: 'string' },
    portal: { type: 'string' },
  });
  const name = deviceName(values.name);
  const apps = wholeNumber('apps', values.apps, { min: 1, max: SYNC_APP_COUNT, fallback: 6 });
  const asked = givenPortal(values.portal);

  const saved = await enrolledDevice(name, asked, io);
  const now = Date.now();
  const synced = simulatedSyncedApps(saved.name, apps, now);
  // One call: the portal takes the report whole, so the lines say what it now holds.
  await new PortalClient(saved.portal).reportSyncedContents(
    saved.credential,
    syncReport(synced, now),
  );
  for (const app of synced)
    io.stdout(`  ${app.cid}: ${counted(app.cnt, 'item')}, ${bytes(app.size)}\n`);
  io.stdout(
    `Reported ${counted(synced.length, 'synced app')} of "${saved.name}" to ${saved.portal}.\n`,
  );
}
