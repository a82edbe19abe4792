import { useState } from 'react';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { rcodeOf } from '@/lib/api/cloud-call-rcode';
import { useSignOutDeviceMutation } from './api/sign-out-device';

/** The device the owner asked to sign out, named as the page shows it. */
export interface DeviceToSignOut {
  id: string;
  name: string;
}

/** What the last sign-out did, said in the page's status line. */
export interface DeviceSignOutOutcome {
  kind: 'done' | 'alreadyDone' | 'failed';
  device: string;
}

/**
 * Signing a device out of the cloud from My devices: asked, confirmed in a dialog, then
 * said in a status line (the device's button goes: the list shows it signed out).
 */
export function useDeviceSignOut() {
  const [asked, setAsked] = useState<DeviceToSignOut | null>(null);
  const [outcome, setOutcome] = useState<DeviceSignOutOutcome | null>(null);
  const [signOut, state] = useSignOutDeviceMutation();

  async function confirm() {
    if (!asked) return;
    const result = await signOut(asked.id);
    if ('error' in result) {
      const alreadyDone = rcodeOf(result.error) === Rcodes.NOT_FOUND.rcode;
      setOutcome({ kind: alreadyDone ? 'alreadyDone' : 'failed', device: asked.name });
    } else {
      setOutcome({ kind: 'done', device: asked.name });
    }
    setAsked(null);
  }

  return { asked, ask: setAsked, cancel: () => setAsked(null), confirm, busy: state.isLoading, outcome };
}
