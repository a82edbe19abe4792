import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  deviceImagesCached,
  deviceImagesFailed,
  deviceImagesRequested,
  initialDeviceImagesState,
  type DeviceImage,
  type DeviceImagesState,
} from './device-images-slice';
import { loggedOut } from './session-actions';

const image = (model: string, url: string | null = `data:image/png;base64,${model}`): DeviceImage => ({
  model,
  image: url,
  hasImage: url !== null,
  marketingName: `Name ${model}`,
});
const state = (over: Partial<DeviceImagesState> = {}): DeviceImagesState => ({
  ...initialDeviceImagesState,
  ...over,
});

describe('device images slice (spec §3 Device image)', () => {
  it.each<[string, DeviceImagesState, UnknownAction, DeviceImagesState]>([
    [
      'mark models pending once',
      state({ pendingModels: ['A'] }),
      deviceImagesRequested(['A', 'B']),
      state({ pendingModels: ['A', 'B'] }),
    ],
    [
      'cache arrived pictures and clear them from pending',
      state({ pendingModels: ['A', 'B'], images: [image('C')] }),
      deviceImagesCached([image('A'), image('B', null)]),
      state({ images: [image('C'), image('A'), image('B', null)] }),
    ],
    [
      'a newer picture of a model replaces the old one',
      state({ images: [image('A', 'data:old')] }),
      deviceImagesCached([image('A', 'data:new')]),
      state({ images: [image('A', 'data:new')] }),
    ],
    [
      'a failed lookup clears pending without caching',
      state({ pendingModels: ['A', 'B'] }),
      deviceImagesFailed(['A']),
      state({ pendingModels: ['B'] }),
    ],
    ['signing out starts over', state({ images: [image('A')], pendingModels: ['B'] }), loggedOut(), state()],
  ])('%s', (_name, before, action, after) => {
    const store = makeStore({ deviceImages: before });
    store.dispatch(action);
    expect(store.getState().deviceImages).toEqual(after);
  });
});
