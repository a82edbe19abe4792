import { Rcodes } from '@cloud-portal/contract/rcodes';
import sharp from 'sharp';
import { ApiError } from '../../http/api-error';

/** Image formats the gallery stores, by sharp's format name. SVG and PDF are not photos (and SVG can carry script). */
const PHOTO_MIME_TYPES: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heif: 'image/heif',
  gif: 'image/gif',
  tiff: 'image/tiff',
};

export interface ImageInfo {
  mimeType: string;
  /** As displayed, i.e. after the EXIF orientation is applied. */
  width: number;
  height: number;
  /** The raw EXIF block, when the file has one. */
  exif?: Buffer;
}

/** Reads the format and displayed size of a photo; 400 for bytes that are not a supported image. */
export async function readImageInfo(bytes: Uint8Array): Promise<ImageInfo> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new ApiError(Rcodes.INVALID_REQUEST, 'The file is not an image.');
  }
  const mimeType = PHOTO_MIME_TYPES[metadata.format];
  if (!mimeType) throw new ApiError(Rcodes.INVALID_REQUEST, `Images of type ${metadata.format} are not supported.`);
  return { mimeType, width: metadata.autoOrient.width, height: metadata.autoOrient.height, ...(metadata.exif && { exif: metadata.exif }) };
}

const THUMBNAIL_QUALITY = 80;

/**
 * A JPEG whose longer edge is exactly `size` pixels, upright (EXIF orientation applied, then
 * dropped with the rest of the metadata, so no location data leaves in a thumbnail).
 */
export async function makeThumbnail(original: Uint8Array, size: number): Promise<Buffer> {
  return sharp(original)
    .autoOrient()
    .resize({ width: size, height: size, fit: 'inside' })
    .jpeg({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
}
