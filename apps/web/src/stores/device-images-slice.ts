import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './session-actions';

/** A device picture cached per model (spec §3 Device image: model, image, hasImage, marketingName). */
export interface DeviceImage {
  /** The device model it was asked for. */
  model: string;
  /**
   * The picture as a data: URL, so it survives a reload in the persisted store (an object
   * URL would not); null when the model has none.
   */
  image: string | null;
  hasImage: boolean;
  marketingName: string | null;
}

/**
 * The device-picture cache every screen that shows devices shares (my devices, backups):
 * pictures never change for a model, so each model is asked for once (spec §5). Global,
 * because more than one feature reads it; kept across reloads by the persisted store.
 */
export interface DeviceImagesState {
  images: DeviceImage[];
  /** Models being fetched right now, so no second call asks for them. */
  pendingModels: string[];
}

/** A model's cached picture and marketing name, if there is one yet: the cache keys models trimmed. */
export function imageOfModel(images: readonly DeviceImage[], model: string): DeviceImage | undefined {
  return images.find((image) => image.model === model.trim());
}

export const initialDeviceImagesState: DeviceImagesState = { images: [], pendingModels: [] };

export const deviceImagesSlice = createSlice({
  name: 'deviceImages',
  initialState: initialDeviceImagesState,
  reducers: {
    deviceImagesRequested(state, action: PayloadAction<readonly string[]>) {
      for (const model of action.payload) {
        if (!state.pendingModels.includes(model)) state.pendingModels.push(model);
      }
    },
    /** Pictures arrived (or the model has none): cached, no longer pending. */
    deviceImagesCached(state, action: PayloadAction<readonly DeviceImage[]>) {
      const arrived = new Set(action.payload.map((image) => image.model));
      state.images = [
        ...state.images.filter((image) => !arrived.has(image.model)),
        ...action.payload,
      ];
      state.pendingModels = state.pendingModels.filter((model) => !arrived.has(model));
    },
    /** The lookup failed: neither cached nor pending, so a later visit asks again. */
    deviceImagesFailed(state, action: PayloadAction<readonly string[]>) {
      const failed = new Set(action.payload);
      state.pendingModels = state.pendingModels.filter((model) => !failed.has(model));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialDeviceImagesState);
  },
  selectors: {
    selectDeviceImages: (state) => state.images,
    selectPendingImageModels: (state) => state.pendingModels,
  },
});

export const { deviceImagesRequested, deviceImagesCached, deviceImagesFailed } =
  deviceImagesSlice.actions;
export const { selectDeviceImages, selectPendingImageModels } = deviceImagesSlice.selectors;
