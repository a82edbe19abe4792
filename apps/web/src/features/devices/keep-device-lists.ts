import type { TypedStartListening } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { keepQueryAnswers } from '@/lib/keep-query-answers';
import { deviceContextsApi } from '@/lib/shared-api/get-device-contexts';
import { deviceListsKept } from './devices-slice';

/**
 * The device slice keeps a copy of the device lists for the persisted client store (spec §3
 * "device lists"), following every answer of the device contexts.
 */
export function keepDeviceLists(startListening: TypedStartListening<RootState>): void {
  keepQueryAnswers(startListening, deviceContextsApi.endpoints.getDeviceSummaries.select(), deviceListsKept);
}
