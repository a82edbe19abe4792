import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { GalleryQuota } from '@cloud-portal/contract/gallery';
import { GALLERY_THUMBNAIL_COUNT, GALLERY_THUMBNAIL_SIZE } from '@cloud-portal/domain/constants';
import { galleryPreview } from '@cloud-portal/domain/gallery-preview';
import type { AppDispatch, AppThunk, RootState } from '@/app/store';
import { isApiError } from '@/lib/api/api-error';
import { accountDataChanged } from '@/stores/account-data-actions';
import { loggedOut } from '@/stores/session-actions';
import { getGalleryQuota } from './api/get-gallery-quota';
import { getPhotos } from './api/get-photos';
import { getPhotoThumbnail, type ThumbnailSize } from './api/get-photo-thumbnail';
import { getCachedPhotoThumbnail } from './cached-photo-thumbnail';
import { galleryErrorOf, type GalleryError } from './gallery-error';

/** Every load goes pending, then success or error (spec §4). */
export type LoadStatus = 'idle' | 'pending' | 'success' | 'error';

/** One thumbnail of the home card (spec §3): its index and a local object URL, null when it failed. */
export interface ThumbnailItem {
  id: number;
  url: string | null;
}

/** A thumbnail or single photo that could not be fetched, kept with its photo (spec §8). */
export interface PhotoFailure {
  photoId: string;
  status: number;
  rcode: number | null;
  message: string;
}

export interface GalleryState {
  info: { status: LoadStatus; quota: GalleryQuota | null; error: GalleryError | null };
  thumbnails: {
    status: LoadStatus;
    items: ThumbnailItem[];
    failures: PhotoFailure[];
    error: string | null;
    requestId: string | null;
  };
  lastSync: { status: LoadStatus; lastSyncedAt: number | null; error: string | null };
  photo: {
    status: LoadStatus;
    photoId: string | null;
    url: string | null;
    error: PhotoFailure | null;
    requestId: string | null;
  };
  /** How many times the account's data changed elsewhere: the home card reloads each time. */
  changes: number;
}

export const initialGalleryState: GalleryState = {
  info: { status: 'idle', quota: null, error: null },
  thumbnails: { status: 'idle', items: [], failures: [], error: null, requestId: null },
  lastSync: { status: 'idle', lastSyncedAt: null, error: null },
  photo: { status: 'idle', photoId: null, url: null, error: null, requestId: null },
  changes: 0,
};

/** The single-photo view asks for the larger thumbnail. */
export const PHOTO_VIEW_SIZE = 1080 satisfies ThumbnailSize;

const createGalleryThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
}>();

const createPhotoThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: PhotoFailure;
}>();

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.rmsg ?? error.message;
  if (typeof error === 'object' && error !== null) {
    // A CloudCallError (RTK Query's unwrap) carries rmsg; a serialised error, message.
    if ('rmsg' in error && typeof error.rmsg === 'string') return error.rmsg;
    if ('message' in error && typeof error.message === 'string') return error.message;
  }
  return '';
}

function failureOf(photoId: string, error: unknown): PhotoFailure {
  return {
    photoId,
    status: isApiError(error) ? error.status : 0,
    rcode: isApiError(error) ? error.rcode : null,
    message: messageOf(error),
  };
}

function abortError(): DOMException {
  return new DOMException('The load was cancelled', 'AbortError');
}

/** A quota answer with something in it; an empty one starts nothing (spec §4). */
export function isNonEmptyQuota(quota: GalleryQuota | null | undefined): quota is GalleryQuota {
  return quota !== undefined && quota !== null && Object.keys(quota).length > 0;
}

/** The first photos, newest first; both home-card loads share the one call (RTK Query dedupes it). */
function fetchPreviewPhotos(dispatch: AppDispatch) {
  return dispatch(
    getPhotos.initiate({ count: GALLERY_THUMBNAIL_COUNT }, { subscribe: false, forceRefetch: true }),
  ).unwrap();
}

/**
 * The home card's thumbnails (spec §4, §5, §9): the first 4 photos at size 240 (from the
 * local database when kept there), each blob turned into an object URL. An empty photo list
 * is ignored (null: the items stay as they were). A thumbnail that fails keeps its place with no URL and its failure is recorded.
 * Aborted (the card went away), it revokes whatever it made.
 */
export const loadThumbnails = createGalleryThunk(
  'gallery/loadThumbnails',
  async (_: void, { dispatch, signal, rejectWithValue }) => {
    let list;
    try {
      list = await fetchPreviewPhotos(dispatch);
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
    const preview = galleryPreview(list);
    if (!preview) return null;
    const results = await Promise.all(
      preview.photos.map(async ({ photoId }, index) => {
        try {
          const blob = await getCachedPhotoThumbnail(photoId, GALLERY_THUMBNAIL_SIZE, { signal });
          return { item: { id: index, url: URL.createObjectURL(blob) }, failure: null };
        } catch (error) {
          return { item: { id: index, url: null }, failure: failureOf(photoId, error) };
        }
      }),
    );
    const items: ThumbnailItem[] = results.map((result) => result.item);
    if (signal.aborted) {
      revokeAll(items);
      throw abortError();
    }
    const failures = results.flatMap((result) => (result.failure ? [result.failure] : []));
    return { items, failures };
  },
);

/** The last synced date: the first (newest) photo's server time (spec §3). Empty lists are ignored. */
export const loadLastSync = createGalleryThunk(
  'gallery/loadLastSync',
  async (_: void, { dispatch, rejectWithValue }) => {
    try {
      return galleryPreview(await fetchPreviewPhotos(dispatch))?.lastSyncedAt ?? null;
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

/**
 * The Gallery flow of the home card (spec §4): the quota first; a successful non-empty quota
 * then starts the thumbnail and last-sync loads. Aborting it aborts those too.
 */
export const loadGalleryPreview = createGalleryThunk(
  'gallery/loadPreview',
  async (_: void, { dispatch, signal }) => {
    const quota = await dispatch(
      getGalleryQuota.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (signal.aborted || !quota.isSuccess || !isNonEmptyQuota(quota.data)) return;
    const loads = [dispatch(loadThumbnails()), dispatch(loadLastSync())];
    signal.addEventListener('abort', () => loads.forEach((load) => load.abort()), { once: true });
    await Promise.all(loads);
  },
);

/** One photo at the size of the single-photo view (spec §4 "a single photo fetch"). */
export const loadPhoto = createPhotoThunk(
  'gallery/loadPhoto',
  async (photoId: string, { signal, rejectWithValue }) => {
    let blob: Blob;
    try {
      blob = await getPhotoThumbnail(photoId, PHOTO_VIEW_SIZE, { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      return rejectWithValue(failureOf(photoId, error));
    }
    if (signal.aborted) throw abortError();
    return URL.createObjectURL(blob);
  },
);

function revokeAll(items: readonly ThumbnailItem[]): void {
  for (const { url } of items) if (url) URL.revokeObjectURL(url);
}

export const gallerySlice = createSlice({
  name: 'gallery',
  initialState: initialGalleryState,
  reducers: {
    /** The thumbnails' object URLs were revoked (see releaseThumbnails). */
    thumbnailsReleased(state) {
      state.thumbnails = initialGalleryState.thumbnails;
    },
    /** The single photo's object URL was revoked (see releasePhoto). */
    photoReleased(state) {
      state.photo = initialGalleryState.photo;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountDataChanged, (state) => {
        state.changes += 1;
      })
      .addCase(loadThumbnails.pending, (state, action) => {
        state.thumbnails.status = 'pending';
        state.thumbnails.requestId = action.meta.requestId;
      })
      .addCase(loadThumbnails.fulfilled, (state, action) => {
        if (state.thumbnails.requestId !== action.meta.requestId) return;
        state.thumbnails.status = 'success';
        state.thumbnails.error = null;
        if (action.payload) {
          state.thumbnails.items = action.payload.items;
          state.thumbnails.failures = action.payload.failures;
        }
      })
      .addCase(loadThumbnails.rejected, (state, action) => {
        if (state.thumbnails.requestId !== action.meta.requestId || action.meta.aborted) return;
        state.thumbnails.status = 'error';
        state.thumbnails.error = action.payload ?? action.error.message ?? '';
      })
      .addCase(loadLastSync.pending, (state) => {
        state.lastSync.status = 'pending';
      })
      .addCase(loadLastSync.fulfilled, (state, action) => {
        state.lastSync.status = 'success';
        state.lastSync.error = null;
        if (action.payload !== null) state.lastSync.lastSyncedAt = action.payload;
      })
      .addCase(loadLastSync.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.lastSync.status = 'error';
        state.lastSync.error = action.payload ?? action.error.message ?? '';
      })
      .addCase(loadPhoto.pending, (state, action) => {
        state.photo = {
          status: 'pending',
          photoId: action.meta.arg,
          url: null,
          error: null,
          requestId: action.meta.requestId,
        };
      })
      .addCase(loadPhoto.fulfilled, (state, action) => {
        if (state.photo.requestId !== action.meta.requestId) return;
        state.photo.status = 'success';
        state.photo.url = action.payload;
      })
      .addCase(loadPhoto.rejected, (state, action) => {
        if (state.photo.requestId !== action.meta.requestId || action.meta.aborted) return;
        state.photo.status = 'error';
        state.photo.error = action.payload ?? failureOf(action.meta.arg, action.error);
      })
      .addCase(loggedOut, () => initialGalleryState)
      .addMatcher(getGalleryQuota.matchPending, (state) => {
        state.info.status = 'pending';
      })
      .addMatcher(getGalleryQuota.matchFulfilled, (state, action) => {
        state.info = { status: 'success', quota: action.payload, error: null };
      })
      .addMatcher(getGalleryQuota.matchRejected, (state, action) => {
        // A call merged into one already running, or cancelled, is not a failure.
        if (action.meta.condition || action.meta.aborted) return;
        state.info.status = 'error';
        state.info.error = action.payload
          ? galleryErrorOf(action.payload)
          : { kind: 'message', message: action.error.message ?? '' };
      });
  },
  selectors: {
    selectGalleryInfo: (state) => state.info,
    selectGalleryThumbnails: (state) => state.thumbnails,
    selectGalleryChanges: (state) => state.changes,
    selectGalleryLastSync: (state) => state.lastSync,
    selectGalleryPhoto: (state) => state.photo,
  },
});

export const { thumbnailsReleased, photoReleased } = gallerySlice.actions;
export const {
  selectGalleryInfo,
  selectGalleryThumbnails,
  selectGalleryLastSync,
  selectGalleryPhoto,
  selectGalleryChanges,
} = gallerySlice.selectors;

/**
 * Loads the home card's Gallery again (the account's data changed elsewhere) while the card
 * keeps showing what it has; the thumbnails it no longer shows are revoked once the new ones
 * are in. Aborting it aborts the load, which revokes what it made.
 */
export const reloadGalleryPreview = createGalleryThunk('gallery/reloadPreview', async (_: void, { dispatch, getState, signal }) => {
  const previous = getState().gallery.thumbnails.items;
  const load = dispatch(loadGalleryPreview());
  signal.addEventListener('abort', () => load.abort(), { once: true });
  await load;
  const shown = getState().gallery.thumbnails.items;
  revokeAll(previous.filter((item) => !shown.includes(item)));
});

/** Revokes the home card's object URLs and forgets them (the card unmounted). */
export function releaseThumbnails(): AppThunk {
  return (dispatch, getState) => {
    revokeAll(getState().gallery.thumbnails.items);
    dispatch(thumbnailsReleased());
  };
}

/** Revokes the single photo's object URL and forgets it (the photo view closed). */
export function releasePhoto(): AppThunk {
  return (dispatch, getState) => {
    const { url } = getState().gallery.photo;
    if (url) URL.revokeObjectURL(url);
    dispatch(photoReleased());
  };
}
