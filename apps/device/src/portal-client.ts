import { approveWebSignInFromDevice } from '@cloud-portal/contract/device-api';
import {
  DeviceEnrolmentSettings,
  enrolDevice,
  getDeviceEnrolmentSettings,
  type DeviceDescription,
} from '@cloud-portal/contract/device-enrolment';
import { isErrorBody } from '@cloud-portal/contract/error-body';
import type Type from 'typebox';
import Value from 'typebox/value';
import { CommandError } from './command-errors';
import { fetchJson, type JsonAnswer } from './fetch-json';

const EnrolmentAnswer = enrolDevice.responses[200];
const ApprovalAnswer = approveWebSignInFromDevice.responses[200];

/** What approving a web sign-in from the device came to. */
export type WebSignInApproval =
  | { outcome: 'approved'; deviceId: string; requestCreatedAt: number }
  /** 404: no web sign-in of the account is waiting for a device. */
  | { outcome: 'nothing-waiting' }
  /** 401: the portal does not know the credential (the device was removed, or enrolled again). */
  | { outcome: 'credential-refused' };

/** The portal's device API (packages/contract device-enrolment.ts and device-api.ts), as a device calls it. */
export class PortalClient {
  constructor(readonly portal: string) {}

  /** Where the device signs its owner in. */
  async enrolmentSettings(): Promise<DeviceEnrolmentSettings> {
    const answer = await this.call(
      getDeviceEnrolmentSettings.method,
      getDeviceEnrolmentSettings.path,
    );
    if (answer.status !== 200)
      throw new CommandError(`The portal cannot enrol devices now: ${describeRefusal(answer)}`);
    return this.expect(DeviceEnrolmentSettings, answer);
  }

  /** Trades the owner's ID token for the device's credential. */
  async enrol(
    idToken: string,
    device: DeviceDescription,
  ): Promise<{ deviceId: string; credential: string }> {
    const answer = await this.call(enrolDevice.method, enrolDevice.path, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken, device }),
    });
    if (answer.status !== 200)
      throw new CommandError(
        `The portal refused to enrol "${device.name}": ${describeRefusal(answer)}`,
      );
    return this.expect(EnrolmentAnswer, answer);
  }

  /** Approves the account's waiting web sign-in as the device the credential names. */
  async approveWebSignIn(credential: string): Promise<WebSignInApproval> {
    const answer = await this.call(
      approveWebSignInFromDevice.method,
      approveWebSignInFromDevice.path,
      {
        headers: { authorization: `Bearer ${credential}` },
      },
    );
    if (answer.status === 404) return { outcome: 'nothing-waiting' };
    if (answer.status === 401) return { outcome: 'credential-refused' };
    if (answer.status !== 200)
      throw new CommandError(`The portal refused the approval: ${describeRefusal(answer)}`);
    return { outcome: 'approved', ...this.expect(ApprovalAnswer, answer) };
  }

  private call(method: string, path: string, init: RequestInit = {}): Promise<JsonAnswer> {
    return fetchJson(`${this.portal}${path}`, { ...init, method }, `the portal at ${this.portal}`);
  }

  /** The answer's body as the contract says it is; anything else is not the portal answering. */
  private expect<S extends Type.TSchema>(schema: S, answer: JsonAnswer): Type.Static<S> {
    if (!Value.Check(schema, answer.body)) {
      throw new CommandError(
        `${this.portal} answered something the portal does not (HTTP ${answer.status}): is it the portal's address?`,
      );
    }
    return answer.body;
  }
}

/** An error answer in one line: the portal's message and rcode, or its HTTP status when it has none. */
export function describeRefusal(answer: JsonAnswer): string {
  return isErrorBody(answer.body)
    ? `${answer.body.rmsg} (rcode ${answer.body.rcode})`
    : `HTTP ${answer.status}`;
}
